import { Forbidden, type CollectionBeforeOperationHook, type Where } from 'payload'
import { PASSWORD_WRITE_CONTEXT_KEY } from '../shared'

/**
 * Payload lets a user set a new password with a plain update of their own document, without the
 * current one (PAYLOAD-HEADLESS.md, gap 10). Refused here, also inside an update of many
 * documents: a user's own password changes only through change-password (or a reset). An admin
 * may still set other users' passwords explicitly.
 */
export const refusePlainPasswordUpdate: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' || req.context[PASSWORD_WRITE_CONTEXT_KEY] === true) return args
  const { data, id, where } = args as { data?: Record<string, unknown>; id?: string | number; where?: Where }
  const password = data?.password
  if (password === undefined || password === null || password === '') return args
  const user = req.user
  if (!user || user.collection !== collection.slug) return args // The server's own Local API calls.
  if (id !== undefined) {
    if (String(id) === String(user.id)) throw new Forbidden(req.t)
    return args
  }
  const own: Where = { id: { equals: user.id } }
  const { totalDocs } = await req.payload.count({ collection: collection.slug as never, where: where ? { and: [where, own] } : own, overrideAccess: true, req })
  if (totalDocs > 0) throw new Forbidden(req.t)
  return args
}
