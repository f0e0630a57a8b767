import { authMessage } from './translations'
import { APIError, Forbidden, type CollectionBeforeOperationHook, type Where } from 'payload'
import { verifyCurrentPassword } from './current-password'

const normalize = (email: unknown): string =>
  typeof email === 'string' ? email.trim().toLowerCase() : ''

/**
 * A user changes their own email only with their current password (`currentPassword` in the
 * body, checked like change-password's: a wrong one is a failed sign-in), so a stolen session
 * cannot take the account over by moving its address. An admin changing another user's email
 * needs none; the old address is told either way (account notices). `currentPassword` never
 * reaches the database.
 */
export const requirePasswordForOwnEmail: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'update') return args
  const { data, id, where } = args as {
    data?: Record<string, unknown>
    id?: string | number
    where?: Where
  }
  if (!data || !('currentPassword' in data || 'email' in data)) return args
  const { currentPassword, ...rest } = data
  const user = req.user
  const isChange =
    'email' in rest &&
    user?.collection === collection.slug &&
    normalize(rest.email) !== normalize(user.email)
  if (!user || !isChange) return { ...args, data: rest }
  if (id === undefined) {
    const own: Where = { id: { equals: user.id } }
    const { totalDocs } = await req.payload.count({
      collection: collection.slug,
      where: where ? { and: [where, own] } : own,
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw new Forbidden(req.t)
    return { ...args, data: rest }
  }
  if (String(id) !== String(user.id)) return { ...args, data: rest }
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw new APIError(authMessage(req, 'currentPasswordRequired'), 400, undefined, true)
  }
  await verifyCurrentPassword(req, collection.slug, String(user.email), currentPassword)
  return { ...args, data: rest }
}
