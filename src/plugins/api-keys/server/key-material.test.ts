import { describe, expect, it } from 'vitest'
import { apiKeyHash, keyOfHeader, newApiKey } from './key-material'

describe('API key material', () => {
  it('makes keys of the prefix and 32 random bytes, each different', () => {
    const keys = new Set(Array.from({ length: 50 }, newApiKey))
    expect(keys.size).toBe(50)
    for (const key of keys) {
      expect(key).toMatch(/^folio_[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(key.slice(6), 'base64url')).toHaveLength(32)
    }
  })

  it('keeps a keyed hash that depends on the secret', () => {
    const key = newApiKey()
    expect(apiKeyHash('one', key)).toMatch(/^hmac-sha256:[0-9a-f]{64}$/)
    expect(apiKeyHash('one', key)).toBe(apiKeyHash('one', key))
    expect(apiKeyHash('two', key)).not.toBe(apiKeyHash('one', key))
  })

  it('reads only Payload’s header for this collection; a malformed key is a wrong one', () => {
    const key = newApiKey()
    expect(keyOfHeader(`users API-Key ${key}`, 'users')).toBe(key)
    expect(keyOfHeader(`users API-Key ${key}x`, 'users')).toBeNull()
    expect(keyOfHeader('users API-Key ', 'users')).toBeNull()
    expect(keyOfHeader(`admins API-Key ${key}`, 'users')).toBeUndefined()
    expect(keyOfHeader(`Bearer ${key}`, 'users')).toBeUndefined()
    expect(keyOfHeader(`JWT ${key}`, 'users')).toBeUndefined()
    expect(keyOfHeader(null, 'users')).toBeUndefined()
  })
})
