import { authMessage } from './translations'
import {
  addDataAndFileToRequest,
  APIError,
  forgotPasswordOperation,
  headersWithCors,
  ValidationError,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { authThrottleOf, clientAddressOf } from '../../lockout/server'

/** The provider a user signs in with; `local` (or none, as for rows older than the field) means a password. */
export const byProviderField = (user: Record<string, unknown>): boolean =>
  user.provider === undefined || user.provider === null || user.provider === 'local'

/** docs/behaviour.md §4 'Account lock': a password change is allowed only for the local identity provider (403). */
export function refuseNonLocal(req: PayloadRequest): never {
  throw new APIError(authMessage(req, 'localPasswordOnly'), 403, undefined, true)
}

/**
 * `POST {api}/{users}/forgot-password` in place of Payload's own (a collection's endpoints are
 * matched before the defaults): an account of another identity provider gets no reset email and
 * no token, and the same answer as any address, so the request reveals nothing; so does a
 * refusal by the throttle (`FOLIO_FORGOT_*`), which comes before anything is looked up. Every other
 * request goes to Payload's operation; when its email cannot be delivered the answer is the same
 * too (the failure is logged).
 */
export function forgotPasswordEndpoint(args: {
  slug: string
  isLocal: (user: Record<string, unknown>) => boolean
}): Endpoint {
  return {
    path: '/forgot-password',
    method: 'post',
    handler: async (req) => {
      await addDataAndFileToRequest(req)
      const email = typeof req.data?.email === 'string' ? req.data.email : ''
      const normalized = email.toLowerCase().trim()
      // Every request counts, per address, per email asked for and overall; a refusal (429) is the
      // same whether or not the email has an account.
      const throttle = authThrottleOf(req, args.slug)
      const keys = {
        forgotByAddress: clientAddressOf(req),
        forgotOverall: 'all',
        ...(normalized ? { forgotByEmail: normalized } : {}),
      }
      await throttle?.pass(req, keys)
      throttle?.count(keys)
      const user = normalized
        ? await req.payload.db.findOne<{ id: number | string } & Record<string, unknown>>({
            collection: args.slug,
            where: { email: { equals: normalized } },
            req,
          })
        : null
      const collection = req.payload.collections[args.slug]
      if (collection && (!user || args.isLocal(user))) {
        try {
          await forgotPasswordOperation({ collection, data: { email }, req })
        } catch (err) {
          // A bad request (no email) is the same for every address; a failed delivery only happens
          // for accounts, so it gets the same answer as any address and goes to the log.
          if (err instanceof ValidationError || (err instanceof APIError && err.status === 400))
            throw err
          req.payload.logger.error({ err, msg: 'The reset email could not be sent.' })
        }
      }
      return Response.json(
        { message: req.t('general:success') },
        { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
      )
    },
  }
}
