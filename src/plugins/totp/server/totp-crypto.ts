import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto'
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

// The secret at rest: AES-256-GCM under a key derived from the server secret (HKDF-SHA256), so
// the database alone gives no working second factor.
const SEALED_PREFIX = 'v1.'
const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'folio-totp', 'totp secret at rest', 32))

export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The secret, or null when the value was not sealed with this server secret (or was changed). */
export function openSecret(sealed: unknown, serverSecret: string): string | null {
  if (typeof sealed !== 'string' || !sealed.startsWith(SEALED_PREFIX)) return null
  const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url')
  if (bytes.length < 29) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

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
