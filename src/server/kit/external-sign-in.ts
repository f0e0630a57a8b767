import { getFieldsToSign, jwtSign, type PayloadRequest, type TypedUser } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'
import { needsSecondSignInStep, secondSignInStepPath } from './second-sign-in-step'

/** What a sign-in without a password gives the browser: the session cookie, and where to go next. */
export interface ExternalSignIn {
  /** The `Set-Cookie` value of Payload's session cookie. */
  cookie: string
  /** An admin path (relative to the admin root) of a step still to take (a TOTP code), if any. */
  nextStep?: string
}

/**
 * Signs `user` in as a right password would, for a sign-in that proved the identity another way
 * (an identity provider): the collection's `beforeLogin` hooks (the lockout refuses a locked
 * account and settles its count), a Payload session, the token and its cookie, the `afterLogin`
 * hooks; then a step after the password (TOTP) still applies unless `secondFactorAsserted`
 * (the provider said the person passed more than one factor). Errors of the hooks propagate.
 */
export async function signInWithoutPassword(
  req: PayloadRequest,
  args: { slug: string; user: Record<string, unknown>; secondFactorAsserted: boolean },
): Promise<ExternalSignIn> {
  const collection = req.payload.collections[args.slug]
  if (!collection) throw new Error(`signInWithoutPassword: no collection ${args.slug}`)
  const config = collection.config
  if (args.secondFactorAsserted) assertSecondFactor(req)
  let user = { ...args.user, collection: args.slug, _strategy: 'local-jwt' } as unknown as TypedUser
  for (const hook of config.hooks?.beforeLogin ?? [])
    user = ((await hook({ collection: config, context: req.context, req, user })) ??
      user) as TypedUser
  const { sid } = await addSessionToUser({
    collectionConfig: config,
    payload: req.payload,
    req,
    user,
  })
  const fieldsToSign = getFieldsToSign({
    collectionConfig: config,
    email: String(user.email ?? ''),
    sid,
    user,
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: req.payload.secret,
    tokenExpiration: config.auth.tokenExpiration,
  })
  req.user = user
  for (const hook of config.hooks?.afterLogin ?? [])
    user = ((await hook({ collection: config, context: req.context, req, token, user })) ??
      user) as TypedUser
  const cookie = generatePayloadCookie({
    collectionAuthConfig: config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token,
  })
  const needsStep = await needsSecondSignInStep(req, args.slug, user as Record<string, unknown>)
  return { cookie, nextStep: needsStep ? secondSignInStepPath(req, args.slug) : undefined }
}

const ASSERTED_KEY = 'folioSecondFactorAsserted'

/** This sign-in's provider asserted a second factor: a plugin's second step passes the session at once. */
export function assertSecondFactor(req: PayloadRequest): void {
  req.context[ASSERTED_KEY] = true
}

export const isSecondFactorAsserted = (req: PayloadRequest): boolean =>
  req.context[ASSERTED_KEY] === true
