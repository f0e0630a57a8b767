import { addDataAndFileToRequest, AuthenticationError, type Endpoint } from 'payload'
import { CHANGE_PASSWORD_PATH, PASSWORD_WRITE_CONTEXT_KEY } from '../shared'
import { assertCollectionPasswordAllowed } from '../../password-policy/server'
import { verifyCurrentPassword } from './current-password'
import { refuseNonLocal } from './local-provider'

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * `POST {api}/{users}/change-password` with `currentPassword` and `password` (docs/behaviour.md §7): 401 for no
 * session or a wrong current password, 403 for an account of another identity provider than
 * `local`, 400 when the new one breaks the policy, 200 with a message.
 * The user's other sessions end.
 */
export function changePasswordEndpoint(args: {
  collection: string
  isLocalProvider: (user: Record<string, unknown>) => boolean
}): Endpoint {
  return {
    path: CHANGE_PASSWORD_PATH,
    method: 'post',
    handler: async (req) => {
      const user = req.user
      if (!user || user.collection !== args.collection || typeof user.email !== 'string')
        throw new AuthenticationError(req.t)
      // Before the current password is checked: a refusal here never counts as a failed sign-in.
      if (!args.isLocalProvider(user as unknown as Record<string, unknown>)) refuseNonLocal(req)
      await addDataAndFileToRequest(req)
      const currentPassword = stringOf(req.data?.currentPassword)
      const password = stringOf(req.data?.password)
      if (currentPassword === '') throw new AuthenticationError(req.t)
      // The policy first: a refused new password never reaches the check of the current one.
      await assertCollectionPasswordAllowed({
        req,
        collection: args.collection,
        password,
        userInputs: [user.email, stringOf((user as { name?: unknown }).name)].filter(Boolean),
      })
      await verifyCurrentPassword(req, args.collection, user.email, currentPassword)
      req.context[PASSWORD_WRITE_CONTEXT_KEY] = true
      await req.payload.update({
        collection: args.collection,
        id: user.id,
        data: { password },
        req,
        overrideAccess: true,
      })
      return Response.json({ message: req.t('general:updatedSuccessfully') })
    },
  }
}
