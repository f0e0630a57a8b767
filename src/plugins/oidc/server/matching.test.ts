import { describe, expect, it } from 'vitest'
import { assertsSecondFactor, hasVerifiedEmail } from './matching'
import type { OidcProviderOptions } from './providers'

const provider = (id: OidcProviderOptions['id']): OidcProviderOptions => ({
  id,
  name: id,
  issuer: 'https://id.example.com',
  clientId: 'c',
  clientSecret: 's',
})

describe('hasVerifiedEmail', () => {
  it('takes email_verified true only; Microsoft also its tenant-verified domain', () => {
    expect(hasVerifiedEmail(provider('oidc'), { email_verified: true })).toBe(true)
    expect(hasVerifiedEmail(provider('oidc'), { email_verified: 'true' })).toBe(false)
    expect(hasVerifiedEmail(provider('oidc'), {})).toBe(false)
    expect(hasVerifiedEmail(provider('google'), { xms_edov: true })).toBe(false)
    expect(hasVerifiedEmail(provider('microsoft'), { xms_edov: true })).toBe(true)
    expect(hasVerifiedEmail(provider('microsoft'), { xms_edov: false })).toBe(false)
  })
})

describe('assertsSecondFactor', () => {
  it('reads RFC 8176 amr: mfa, mca, or a password and a second method', () => {
    expect(assertsSecondFactor({})).toBe(false)
    expect(assertsSecondFactor({ amr: ['pwd'] })).toBe(false)
    expect(assertsSecondFactor({ amr: ['pwd', 'mfa'] })).toBe(true)
    expect(assertsSecondFactor({ amr: ['mca'] })).toBe(true)
    expect(assertsSecondFactor({ amr: ['pwd', 'otp'] })).toBe(true)
    expect(assertsSecondFactor({ amr: ['hwk', 'pin'] })).toBe(true)
    expect(assertsSecondFactor({ amr: ['otp'] })).toBe(false)
    expect(assertsSecondFactor({ amr: 'mfa' })).toBe(false)
  })
})
