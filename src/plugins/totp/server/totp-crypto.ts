import { randomInt } from 'node:crypto'
import { sealerFor } from '../../../server/kit/sealed-value'
import { Secret, TOTP } from 'otpauth'
import { TOTP_CODE_LENGTH, RECOVERY_CODE_COUNT } from '../shared'

/** RFC 6238 as every authenticator app reads it: SHA-1, 30-second steps, 6 digits. */
const PERIOD_SECONDS = 30
const totpOf = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_CODE_LENGTH,
    period: PERIOD_SECONDS,
  })

/** A new shared secret: 160 random bits, base32 (32 characters). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The `otpauth://` URI an authenticator app scans. */
export function otpauthURI(secret: string, account: string, issuer: string): string {
  const totp = totpOf(secret)
  totp.issuer = issuer
  totp.label = account
  return totp.toString()
}

/**
 * The time step (30-second count since 1970) of the code if it matches within one step either
 * side of `now`, else null. The caller stores the step so that no code is taken twice.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

/** A code as a person types or pastes it: spaces and dashes go. */
export const normalizeCode = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : ''

// The secret at rest, sealed under the server secret, so the database alone gives no working second factor.
const secretSealer = sealerFor('folio-totp', 'totp secret at rest')

export const sealSecret = (secret: string, serverSecret: string): string =>
  secretSealer.seal(secret, serverSecret)

/** The secret, or null when the value was not sealed with this server secret (or was changed). */
export const openSecret = (sealed: unknown, serverSecret: string): string | null =>
  secretSealer.open(sealed, serverSecret)

// Recovery codes: 10 characters of an alphabet without look-alikes, shown as xxxxx-xxxxx (50 bits).
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY_LENGTH = 10

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (value: unknown): string =>
  typeof value === 'string' ? value.toLowerCase().replace(/[\s-]/g, '') : ''
