import { routeRow } from '../../../server/kit/route-row'
import { authMessage } from './translations'
import { APIError, Forbidden, forgotPasswordOperation, type Endpoint } from 'payload'
import { SEND_RESET_PATH } from '../shared'
import { refuseNonLocal } from './local-provider'

type UserRow = Record<string, unknown> & { id: number | string; email?: unknown; hash?: unknown }

/**
 * `POST {api}/{users}/:id/send-reset` (who `canSendResetLinks`, admins): runs forgot-password for
 * that user, so they get the usual reset email (token stored hashed, the same expiry). Instead of
 * an admin choosing someone's password. 404 for an unknown id, 403 for an account of another
 * identity provider, 409 for a pending invitation (no password yet: resend the invitation), 429
 * within Payload's interval between two reset emails, 502 when the email cannot be sent.
 */
export function sendResetEndpoint(args: {
  slug: string
  canSendResetLinks: (user: unknown) => boolean
  isLocalProvider: (user: Record<string, unknown>) => boolean
}): Endpoint {
  return {
    path: SEND_RESET_PATH,
    method: 'post',
    handler: async (req) => {
      if (!req.user || !args.canSendResetLinks(req.user)) throw new Forbidden(req.t)
      const user = await routeRow<UserRow>(req, args.slug)
      if (!args.isLocalProvider(user)) refuseNonLocal(req)
      if (typeof user.hash !== 'string' || user.hash === '')
        throw new APIError(authMessage(req, 'resetNeedsPassword'), 409, undefined, true)
      const collection = req.payload.collections[args.slug]!
      let token: string | null
      try {
        token = await forgotPasswordOperation({
          collection,
          data: { email: String(user.email) },
          req,
        })
      } catch (err) {
        req.payload.logger.error({ err, msg: 'The reset email could not be sent.' })
        throw new APIError(authMessage(req, 'resetEmailFailed'), 502, undefined, true)
      }
      if (!token) throw new APIError(authMessage(req, 'resetRecentlySent'), 429, undefined, true)
      return Response.json({
        message: authMessage(req, 'resetLinkSent', { email: String(user.email) }),
      })
    },
  }
}
