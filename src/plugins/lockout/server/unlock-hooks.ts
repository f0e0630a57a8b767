import { lockoutMessage } from './translations'
import { APIError, type CollectionConfig } from 'payload'
import { normalizeEmail, type UserRow } from './login-guard'
import type { AuthThrottle } from './auth-throttle'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** Nobody unlocks their own account (Payload's access check for admins follows). */
export const refuseSelfUnlock: NonNullable<Hooks['beforeOperation']>[number] = ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'unlock') return args
  const email = normalizeEmail((args as { data?: { email?: unknown } }).data?.email)
  if (req.user && normalizeEmail((req.user as { email?: unknown }).email) === email) {
    throw new APIError(lockoutMessage(req, 'cannotLockSelf'), 403, undefined, true)
  }
  return args
}

/** A force-unlock ends both locks: Payload's (after failed attempts) and the admin's; the account's failures are forgotten. */
export function clearLocksOnUnlock(deps: {
  slug: string
  throttle: AuthThrottle
}): NonNullable<Hooks['afterOperation']>[number] {
  return async ({ args, operation, req, result }) => {
    if (operation !== 'unlock' || !result) return result
    const email = normalizeEmail((args as { data?: { email?: unknown } }).data?.email)
    await req.payload.db.updateOne({
      collection: deps.slug,
      where: { email: { equals: email } },
      data: { lockedByAdmin: false },
      req,
      returning: false,
    })
    await deps.throttle.clear('loginByAccount', email)
    return result
  }
}

/**
 * Payload's reset-password signs the user in and never looks at locks (docs/payload-core.md §6):
 * an account an admin locked gets no session back through a reset link.
 */
export function refuseResetWhenAdminLocked(
  slug: string,
): NonNullable<Hooks['beforeOperation']>[number] {
  return async ({ args, operation, req }) => {
    if (operation !== 'resetPassword') return args
    const token = (args as { data?: { token?: unknown } }).data?.token
    if (typeof token !== 'string' || !token) return args
    const user = await req.payload.db.findOne<UserRow>({
      collection: slug,
      where: { resetPasswordToken: { equals: token } },
      req,
    })
    if (user?.lockedByAdmin === true)
      throw new APIError(lockoutMessage(req, 'accountLocked'), 401, undefined, true)
    return args
  }
}
