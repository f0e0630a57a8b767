import { createHmac, randomBytes } from 'node:crypto'

/** Stored tokens carry this prefix, so a hash is never hashed again. */
export const TOKEN_HASH_PREFIX = 'hmac-sha256:'

/**
 * What the database keeps instead of an emailed token (reset, invitation): an HMAC keyed with the
 * server secret, so reading the database gives no working link (docs/payload-core.md §6).
 */
export function hashToken(secret: string, token: string): string {
  return TOKEN_HASH_PREFIX + createHmac('sha256', secret).update(token).digest('hex')
}

/** A fresh token for a link: 256 random bits, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url')
