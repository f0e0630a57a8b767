import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** What a signed upload URL carries (SECURITY.md 'Signed video upload URLs'). */
export interface UploadGrant {
  videoId: string
  /** Seconds since the epoch. */
  expires: number
  /** One-time: stored with the video until the one PUT it allows takes it. */
  nonce: string
}

const PURPOSE = 'folio-video-upload'

export const newNonce = () => randomBytes(18).toString('base64url')

/** HMAC-SHA256 over purpose, video id, expiry and nonce, keyed with the server's secret. */
export function uploadSignature(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}\n${grant.videoId}\n${grant.expires}\n${grant.nonce}`)
    .digest('base64url')
}

export function grantQuery(secret: string, grant: UploadGrant): string {
  const query = new URLSearchParams({
    expires: String(grant.expires),
    nonce: grant.nonce,
    signature: uploadSignature(secret, grant),
  })
  return query.toString()
}

/**
 * The grant of a signed URL's query when its signature is right and it has not expired; the nonce
 * is checked against the stored one by the caller (and taken, so the URL works once).
 */
export function verifiedGrant(args: {
  secret: string
  videoId: string
  search: URLSearchParams
  nowSeconds: number
}): UploadGrant | undefined {
  const { secret, videoId, search, nowSeconds } = args
  const expires = Number(search.get('expires'))
  const nonce = search.get('nonce') ?? ''
  const signature = search.get('signature') ?? ''
  if (!Number.isInteger(expires) || !/^[\w-]{16,64}$/.test(nonce)) return undefined
  const grant = { videoId, expires, nonce }
  const expected = Buffer.from(uploadSignature(secret, grant))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return expires >= nowSeconds ? grant : undefined
}
