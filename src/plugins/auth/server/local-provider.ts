import { authMessage } from './translations'
import {
  addDataAndFileToRequest,
  APIError,
  forgotPasswordOperation,
  headersWithCors,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { afterAnswer } from '../../../server/kit/after-answer'
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
 * matched before the defaults). The answer is the same, and takes the same time, for every
 * address: after the throttle (`FOLIO_FORGOT_*`, which counts every request before anything is
 * looked up) it is given at once, and the lookup, the token and the email follow it
 * (`afterAnswer`), so neither the answer nor its time tells whether an address has an account.
 * An account of another identity provider gets no token and no email; a failed delivery is logged.
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
      await throttle?.count(keys)
      const collection = req.payload.collections[args.slug]
      // No email: Payload's 400 ('Missing email.'), the same for everyone, before anything is looked up.
      if (collection && !normalized)
        await forgotPasswordOperation({ collection, data: { email }, req })
      else if (collection)
        afterAnswer(req.payload, 'The reset email could not be sent.', async () => {
          const user = await req.payload.db.findOne<
            { id: number | string } & Record<string, unknown>
          >({
            collection: args.slug,
            where: { email: { equals: normalized } },
            req,
          })
          if (user && !args.isLocal(user)) return
          await forgotPasswordOperation({ collection, data: { email }, req })
        })
      return Response.json(
        { message: req.t('general:success') },
        { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
      )
    },
  }
}
