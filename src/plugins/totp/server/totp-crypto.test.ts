import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { totpMessages } from '../shared/messages'
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  openSecret,
  otpauthURI,
  sealSecret,
} from './totp-crypto'
import { describeUserAgent } from './user-agent'

const at = Date.UTC(2026, 10, 28, 12, 0, 15)
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })

describe('TOTP codes (RFC 6238)', () => {
  const secret = newTotpSecret()

  it('matches the RFC 6238 test vector (SHA-1, 8 digits there, 6 here: its last six)', () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", T = 59 s → 94287082.
    const rfc = Secret.fromUTF8('12345678901234567890').base32
    expect(matchingStep(rfc, '287082', 59_000)).toBe(1)
  })

  it('takes the code of this step and of one step either side, and names its step', () => {
    const step = Math.floor(at / 30_000)
    expect(matchingStep(secret, codeAt(secret, at), at)).toBe(step)
    expect(matchingStep(secret, codeAt(secret, at - 30_000), at)).toBe(step - 1)
    expect(matchingStep(secret, codeAt(secret, at + 30_000), at)).toBe(step + 1)
    expect(matchingStep(secret, codeAt(secret, at - 60_000), at)).toBeNull()
    expect(matchingStep(secret, codeAt(secret, at + 60_000), at)).toBeNull()
  })

  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456'])
      expect(matchingStep(secret, code, at)).toBeNull()
  })

  it('makes 160-bit base32 secrets and an otpauth URI apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
    const uri = new URL(otpauthURI(secret, 'ada@example.com', 'Folio'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('Folio')
    expect(uri.searchParams.get('digits')).toBe('6')
    expect(uri.searchParams.get('period')).toBe('30')
  })
})

describe('the secret at rest', () => {
  it('opens only with the same server secret and unchanged', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', 'server-secret')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, 'server-secret')).toBe('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, 'another-secret')).toBeNull()
    const changed = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA')
    expect(openSecret(changed, 'server-secret')).toBeNull()
    expect(openSecret('JBSWY3DPEHPK3PXP', 'server-secret')).toBeNull()
    expect(openSecret(null, 'server-secret')).toBeNull()
  })
})

describe('recovery codes', () => {
  it('are ten different codes of ten characters without look-alikes, typed in any case and spacing', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/)
    expect(normalizeRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk')
  })
})

describe('user agents', () => {
  it('names the browser and the system as people know them', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari', os: 'macOS' })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' })
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0'),
    ).toEqual({ browser: 'Firefox', os: 'Linux' })
    expect(describeUserAgent(null)).toEqual({ browser: '', os: '' })
  })
})

describe('messages', () => {
  it('keep the documented English text', () => {
    expect(totpMessages.en.totpRegistrationIncomplete).toBe('2FA registration is incomplete.')
  })
})
