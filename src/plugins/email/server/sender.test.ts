import { describe, expect, it } from 'vitest'
import { parseSender } from './sender'

describe('parseSender', () => {
  it('derives folio@host from a server name, localhost from an IP or localhost', () => {
    expect(parseSender(undefined, 'https://cms.example.org')).toEqual({
      name: 'Folio',
      address: 'folio@cms.example.org',
    })
    expect(parseSender(undefined, 'http://127.0.0.1:3000')).toEqual({
      name: 'Folio',
      address: 'folio@localhost',
    })
    expect(parseSender(undefined, 'http://localhost:3000')).toEqual({
      name: 'Folio',
      address: 'folio@localhost',
    })
  })

  it('reads EMAIL_FROM as "Name <address>" or a bare address', () => {
    expect(parseSender('"Redaktion" <news@example.org>', 'http://localhost')).toEqual({
      name: 'Redaktion',
      address: 'news@example.org',
    })
    expect(parseSender('Site Team <team@example.org>', 'http://localhost')).toEqual({
      name: 'Site Team',
      address: 'team@example.org',
    })
    expect(parseSender('team@example.org', 'http://localhost')).toEqual({
      name: 'Folio',
      address: 'team@example.org',
    })
  })

  it('refuses an EMAIL_FROM that is not an address', () => {
    expect(() => parseSender('Folio', 'http://localhost')).toThrow(/EMAIL_FROM/)
  })
})
