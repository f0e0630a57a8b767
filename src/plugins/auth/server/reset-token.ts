import { authMessage } from './translations'
import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { authThrottleOf, clientAddressOf } from '../../lockout/server'
import { hashToken, TOKEN_HASH_PREFIX } from '../../../server/kit/token-hash'
import { refuseNonLocal } from './local-provider'

/**
 * Payload's forgot-password writes its fresh token through an update of the user: the token is
 * replaced by its hash before it is stored. The email already has the plain token. A new request
 * overwrites the row's hash, so the older link stops working.
 */
export const hashTokenBeforeChange: CollectionBeforeChangeHook = ({ data, req }) => {
  const token: unknown = data.resetPasswordToken
  if (typeof token !== 'string' || token === '' || token.startsWith(TOKEN_HASH_PREFIX)) return data
  return { ...data, resetPasswordToken: hashToken(req.payload.secret, token) }
}

export interface ResetGuardArgs {
  req: PayloadRequest
  collection: string
  /** Payload's reset arguments; `data.token` is replaced in place by its hash. */
  data: { token?: unknown }
  isLockedByAdmin: (user: Record<string, unknown>) => boolean
  isLocalProvider: (user: Record<string, unknown>) => boolean
}

/**
 * Before Payload's reset-password looks the token up: refuses (429) a client address that sent too
 * many wrong tokens (they count with wrong invitation links), hashes the token (Payload then finds the
 * stored hash; expiry and single use stay Payload's: the expiry is set to now after a reset), and
 * refuses an account that is locked, by too many attempts (`lockUntil`) or by an admin, or that
 * signs in with another identity provider than `local` (a token from before the change).
 */
export async function guardReset({
  req,
  collection,
  data,
  isLockedByAdmin,
  isLocalProvider,
}: ResetGuardArgs): Promise<void> {
  if (typeof data.token !== 'string' || data.token === '') return
  const throttle = authThrottleOf(req, collection)
  const wrongLinks = { linksByAddress: clientAddressOf(req) }
  await throttle?.pass(req, wrongLinks)
  data.token = hashToken(req.payload.secret, data.token)
  const user = await req.payload.db.findOne<{ id: number | string } & Record<string, unknown>>({
    collection,
    req,
    where: {
      and: [
        { resetPasswordToken: { equals: data.token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
  })
  // Payload refuses the token next (403); a guess counts against the client address.
  if (!user) return await throttle?.count(wrongLinks)
  const lockUntil =
    typeof user.lockUntil === 'string' || user.lockUntil instanceof Date
      ? new Date(user.lockUntil)
      : undefined
  if ((lockUntil && lockUntil.getTime() > Date.now()) || isLockedByAdmin(user)) {
    throw new APIError(authMessage(req, 'accountLocked'), 403, undefined, true)
  }
  if (!isLocalProvider(user)) refuseNonLocal(req)
}
