import { addDataAndFileToRequest, registerFirstUserOperation, type Endpoint } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { clientWritableCreateData } from './client-writable-fields'

/**
 * `POST {api}/{users}/first-register`, in place of Payload's: Payload creates the first user with
 * access checks off, so its body could set any column (a reset token, lock or invitation state,
 * sessions). Here only what a client may set reaches the operation; the rest is Payload's
 * (refused once a user exists, the new user signed in with a cookie).
 */
export function firstRegisterEndpoint(slug: string): Endpoint {
  return {
    path: '/first-register',
    method: 'post',
    handler: async (req) => {
      await addDataAndFileToRequest(req)
      const collection = req.payload.collections[slug]!
      const body =
        req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {}
      const data = await clientWritableCreateData({
        req,
        collection: collection.config,
        data: body,
      })
      // The operation checks the email and password itself (a missing one is its 400).
      const result = await registerFirstUserOperation({
        collection,
        data: data as typeof data & { email: string; password: string },
        req,
      })
      const cookie = generatePayloadCookie({
        collectionAuthConfig: collection.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token ?? '',
      })
      const { sessions: _sessions, ...user } = result.user as Record<string, unknown>
      return Response.json(
        { exp: result.exp, message: req.t('authentication:successfullyRegisteredFirstUser'), user },
        { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } },
      )
    },
  }
}
