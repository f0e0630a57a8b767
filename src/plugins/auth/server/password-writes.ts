import { authMessage } from './translations'
import {
  APIError,
  Forbidden,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'
import { PASSWORD_WRITE_CONTEXT_KEY } from '../shared'

const refuseAdminSet = (req: PayloadRequest): never => {
  throw new APIError(authMessage(req, 'adminSetsPasswordsOff'), 403, undefined, true)
}

/**
 * Payload lets a user set a new password with a plain update of their own document, without the
 * current one, and anyone who may update a user set theirs. Refused
 * here, also inside an update of many documents: a user's own password changes only through
 * change-password (or a reset), another user's only when `adminsSetPasswords` is on (otherwise an
 * admin sends a reset link). The server's own Local API calls (no user) are not concerned.
 */
export const refusePlainPasswordUpdate =
  (options: { adminsSetPasswords: boolean }): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, req }) => {
    if (operation !== 'update' || req.context[PASSWORD_WRITE_CONTEXT_KEY] === true) return args
    const { data, id, where } = args as {
      data?: Record<string, unknown>
      id?: string | number
      where?: Where
    }
    const password = data?.password
    if (password === undefined || password === null || password === '') return args
    const user = req.user
    if (!user || user.collection !== collection.slug) return args
    if (id !== undefined) {
      if (String(id) === String(user.id)) throw new Forbidden(req.t)
      if (!options.adminsSetPasswords) refuseAdminSet(req)
      return args
    }
    if (!options.adminsSetPasswords) refuseAdminSet(req)
    const own: Where = { id: { equals: user.id } }
    const { totalDocs } = await req.payload.count({
      collection: collection.slug,
      where: where ? { and: [where, own] } : own,
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw new Forbidden(req.t)
    return args
  }
