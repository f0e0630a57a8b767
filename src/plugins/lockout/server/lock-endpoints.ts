import { routeId, routeRow } from '../../../server/kit/route-row'
import { lockoutMessage } from './translations'
import { APIError, Forbidden, type Endpoint, type PayloadRequest } from 'payload'
import { sendLockEmail } from './lock-email'
import type { LockState } from '../shared'
import { isLockedUntil, type UserRow } from './login-guard'

export interface LockEndpointDeps {
  slug: string
  canManageLocks: (user: unknown) => boolean
  maxLoginAttempts: number
  lockTimeMs: number
}

/** The target account for an admin: not the admin's own (nobody locks or unlocks themselves). */
async function targetUser(
  req: PayloadRequest,
  deps: LockEndpointDeps,
  options: { allowSelf: boolean },
): Promise<UserRow> {
  if (!req.user || !deps.canManageLocks(req.user)) throw new Forbidden(req.t)
  if (!options.allowSelf && String(req.user.id) === routeId(req))
    throw new APIError(lockoutMessage(req, 'cannotLockSelf'), 403, undefined, true)
  return routeRow<UserRow>(req, deps.slug)
}

/** `GET /:id/lock-state` (admins): failed attempts and both kinds of lock; Payload hides these fields. */
export function lockStateEndpoint(deps: LockEndpointDeps): Endpoint {
  return {
    path: '/:id/lock-state',
    method: 'get',
    handler: async (req) => {
      const user = await targetUser(req, deps, { allowSelf: true })
      const lockUntil = typeof user.lockUntil === 'string' ? user.lockUntil : null
      const state: LockState = {
        loginAttempts: typeof user.loginAttempts === 'number' ? user.loginAttempts : 0,
        lockUntil: isLockedUntil(lockUntil) ? lockUntil : null,
        isLockedByAttempts: isLockedUntil(lockUntil),
        isLockedByAdmin: user.lockedByAdmin === true,
        maxLoginAttempts: deps.maxLoginAttempts,
        lockTimeMs: deps.lockTimeMs,
        isSelf: String(req.user?.id) === String(user.id),
      }
      return Response.json(state)
    },
  }
}

/**
 * `POST /:id/lock` (admins, never on themselves): locks the account until an admin unlocks it,
 * ends all of its sessions at once and emails its owner (reason `lockedByAdmin`).
 */
export function lockEndpoint(deps: LockEndpointDeps): Endpoint {
  return {
    path: '/:id/lock',
    method: 'post',
    handler: async (req) => {
      const user = await targetUser(req, deps, { allowSelf: false })
      // The whole row, as Payload writes sessions itself: a partial row with an array becomes an upsert.
      await req.payload.db.updateOne({
        collection: deps.slug,
        id: user.id,
        data: { ...user, lockedByAdmin: true, sessions: [] },
        req,
        returning: false,
      })
      try {
        await sendLockEmail({ req, user, reason: 'lockedByAdmin', lockTimeMs: deps.lockTimeMs })
      } catch (err) {
        req.payload.logger.error({ err, msg: 'The lock email could not be sent.' })
      }
      return Response.json({ message: 'locked' })
    },
  }
}
