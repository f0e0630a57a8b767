import { describe, expect, it } from 'vitest'
import { grantQuery, newNonce, verifiedGrant } from './signed-url'

const secret = 'test-secret'
const grant = { videoId: '42', expires: 2_000, nonce: newNonce() }
const search = (query: string) => new URLSearchParams(query)

describe('signed upload URLs', () => {
  it('verifies its own signature before expiry', () => {
    const query = grantQuery(secret, grant)
    expect(
      verifiedGrant({ secret, videoId: '42', search: search(query), nowSeconds: 1_999 }),
    ).toEqual(grant)
  })

  it('refuses an expired URL', () => {
    const query = grantQuery(secret, grant)
    expect(
      verifiedGrant({ secret, videoId: '42', search: search(query), nowSeconds: 2_001 }),
    ).toBeUndefined()
  })

  it('refuses another video id, expiry, nonce or secret', () => {
    const query = grantQuery(secret, grant)
    const now = 1_000
    expect(
      verifiedGrant({ secret, videoId: '43', search: search(query), nowSeconds: now }),
    ).toBeUndefined()
    expect(
      verifiedGrant({ secret: 'other', videoId: '42', search: search(query), nowSeconds: now }),
    ).toBeUndefined()
    const later = search(query)
    later.set('expires', '9999')
    expect(verifiedGrant({ secret, videoId: '42', search: later, nowSeconds: now })).toBeUndefined()
    const otherNonce = search(query)
    otherNonce.set('nonce', newNonce())
    expect(
      verifiedGrant({ secret, videoId: '42', search: otherNonce, nowSeconds: now }),
    ).toBeUndefined()
  })

  it('refuses a missing or malformed signature', () => {
    const query = search(grantQuery(secret, grant))
    query.delete('signature')
    expect(verifiedGrant({ secret, videoId: '42', search: query, nowSeconds: 1 })).toBeUndefined()
    query.set('signature', 'x')
    expect(verifiedGrant({ secret, videoId: '42', search: query, nowSeconds: 1 })).toBeUndefined()
  })
})
