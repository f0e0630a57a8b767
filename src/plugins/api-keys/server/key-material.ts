import { randomBytes } from 'node:crypto'
import { hashToken } from '../../../server/kit/token-hash'
import { API_KEY_PREFIX, API_KEY_SCHEME } from '../shared'

/** A new key: the prefix (so secret scanners know it) and 32 random bytes. */
export const newApiKey = (): string => API_KEY_PREFIX + randomBytes(32).toString('base64url')

const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`)

/** What the database keeps: an HMAC keyed with the server secret, so reading it gives no working key. */
export const apiKeyHash = (secret: string, key: string): string => hashToken(secret, key)

/**
 * The key of an `Authorization: {slug} API-Key {key}` header for this collection: `undefined`
 * when the header is not one (another scheme, another collection), `null` when it is one but the
 * key cannot be a key of ours (a wrong key all the same).
 */
export function keyOfHeader(authorization: string | null, slug: string): string | null | undefined {
  const prefix = `${slug} ${API_KEY_SCHEME} `
  if (!authorization?.startsWith(prefix)) return undefined
  const key = authorization.slice(prefix.length).trim()
  return KEY_SHAPE.test(key) ? key : null
}
