import { timingSafeEqual } from 'node:crypto'
import { parseCookies, type PayloadRequest } from 'payload'
import { hashToken, newLinkToken } from '../../../server/kit/token-hash'
import type { CollectionAfterDeleteHook } from 'payload'
import { DEVICES_SLUG, RECOVERY_SLUG, userIdOf, type DeviceRow, type TotpRow } from './fields'
import { describeUserAgent } from './user-agent'

const DAY_MS = 24 * 60 * 60 * 1000

const cookieName = (req: PayloadRequest) => `${req.payload.config.cookiePrefix}-totp-device`
const tokenHashOf = (req: PayloadRequest, token: string) =>
  hashToken(req.payload.secret, `totp-device:${token}`)

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The browser's trusted-device row for `user`, when its cookie names one that is the user's, not
 * expired, and holds the token whose HMAC the row keeps; else null (tampered, foreign, removed).
 */
export async function trustedDeviceOf(
  req: PayloadRequest,
  user: Pick<TotpRow, 'id'>,
): Promise<DeviceRow | null> {
  const value = parseCookies(req.headers).get(cookieName(req)) ?? ''
  const match = /^(\w{1,40})\.([\w-]{43})$/.exec(value)
  if (!match) return null
  const [, id, token] = match
  let row: DeviceRow | null = null
  try {
    row = await req.payload.db.findOne<DeviceRow>({
      collection: DEVICES_SLUG,
      where: { id: { equals: id } },
      req,
    })
  } catch {
    return null
  }
  if (!row || String(userIdOf(row.user)) !== String(user.id)) return null
  if (!(new Date(row.expiresAt).getTime() > Date.now())) return null
  return sameHash(row.tokenHash, tokenHashOf(req, token!)) ? row : null
}

export async function touchDevice(req: PayloadRequest, row: DeviceRow): Promise<void> {
  await req.payload.db.updateOne({
    collection: DEVICES_SLUG,
    id: row.id,
    data: { lastUsedAt: new Date().toISOString() },
    req,
    returning: false,
  })
}

/** Trusts this browser for `days`: a new row and the `Set-Cookie` header that names it. */
export async function trustDevice(
  req: PayloadRequest,
  user: Pick<TotpRow, 'id'>,
  days: number,
): Promise<string> {
  const token = newLinkToken()
  const now = Date.now()
  const row = await req.payload.db.create({
    collection: DEVICES_SLUG,
    data: {
      user: user.id,
      tokenHash: tokenHashOf(req, token),
      ...describeUserAgent(req.headers.get('user-agent')),
      lastUsedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + days * DAY_MS).toISOString(),
    },
    req,
  })
  const isSecure = req.payload.config.serverURL.startsWith('https:')
  return [
    `${cookieName(req)}=${row.id}.${token}`,
    'Path=/',
    `Max-Age=${days * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ')
}

/** Ends trust in every browser of the user (a password change or reset, a TOTP reset or switch-off). */
export async function forgetDevices(req: PayloadRequest, userId: TotpRow['id']): Promise<void> {
  await req.payload.db.deleteMany({
    collection: DEVICES_SLUG,
    where: { user: { equals: userId } },
    req,
  })
}

/** Keeps only the user's devices whose ids are listed (the account page removes the others). */
export async function keepDevices(
  req: PayloadRequest,
  userId: TotpRow['id'],
  keep: ReadonlyArray<string>,
): Promise<void> {
  const mine = { user: { equals: userId } }
  await req.payload.db.deleteMany({
    collection: DEVICES_SLUG,
    where: keep.length ? { and: [mine, { id: { not_in: [...keep] } }] } : mine,
    req,
  })
}

/** A deleted user's trusted devices and recovery codes go with them. */
export const forgetSecondFactorOfDeleted: CollectionAfterDeleteHook = async ({ id, req }) => {
  await forgetDevices(req, id)
  await req.payload.db.deleteMany({
    collection: RECOVERY_SLUG,
    where: { user: { equals: id } },
    req,
  })
}
