import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const SEALED_PREFIX = 'v1.'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Seals short strings with AES-256-GCM under a key derived from the server secret (HKDF-SHA256,
 * `salt` and `info` naming the purpose, so a value sealed for one purpose opens for no other): a
 * sealed value can be neither read nor changed without the server secret.
 */
export function sealerFor(salt: string, info: string) {
  const keyOf = (serverSecret: string) =>
    Buffer.from(hkdfSync('sha256', serverSecret, salt, info, 32))
  return {
    seal(value: string, serverSecret: string): string {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv)
      const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
    },
    /** The value, or null when it was not sealed for this purpose with this server secret (or was changed). */
    open(sealed: unknown, serverSecret: string): string | null {
      if (typeof sealed !== 'string' || !sealed.startsWith(SEALED_PREFIX)) return null
      const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url')
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null
      try {
        const decipher = createDecipheriv(
          'aes-256-gcm',
          keyOf(serverSecret),
          bytes.subarray(0, IV_BYTES),
        )
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
        const body = bytes.subarray(IV_BYTES + TAG_BYTES)
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
