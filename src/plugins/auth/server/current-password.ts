import { APIError, AuthenticationError, LockedAuth, type PayloadRequest } from 'payload'
import { authMessage } from './translations'

/**
 * Signs in with the current password outside the request (with `req`, Payload would swap the
 * caller's user and session). A wrong password counts as a failed attempt and can
 * lock the account, as on the sign-in screen, but is answered (401) as what it is: the person
 * is signed in and typed their current password wrong, not an email. The session this sign-in
 * opens has a token nobody receives; a password update ends it with the user's other sessions,
 * otherwise it expires.
 */
export async function verifyCurrentPassword(
  req: PayloadRequest,
  collection: string,
  email: string,
  password: string,
): Promise<void> {
  try {
    await req.payload.login({ collection: collection, data: { email, password } })
  } catch (error) {
    // Payload's own request speaks the fallback language: the caller's language instead.
    if (error instanceof LockedAuth) throw new LockedAuth(req.t)
    if (error instanceof AuthenticationError)
      throw new APIError(authMessage(req, 'currentPasswordIncorrect'), 401, undefined, true)
    throw error
  }
}
