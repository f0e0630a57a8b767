import { describe, expect, it } from 'vitest'
import { extractLinks } from './links'

describe('extractLinks', () => {
  it('finds each http(s) address once, without trailing punctuation', () => {
    const text =
      'Open https://a.test/reset/1. Or (http://b.test/x?y=1), again https://a.test/reset/1'
    expect(extractLinks(text, '<a href="https://c.test/">c</a>')).toEqual([
      'https://a.test/reset/1',
      'http://b.test/x?y=1',
      'https://c.test/',
    ])
  })

  it('ignores other schemes and missing texts', () => {
    expect(extractLinks('mailto:a@b.test ftp://x', undefined)).toEqual([])
  })
})
