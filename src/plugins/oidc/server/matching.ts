import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { LOCAL_PROVIDER } from '../shared'
import type { OidcProviderOptions } from './providers'
import { oidcMessage } from './translations'

/** The ID token's claims Folio reads (openid-client verified them: issuer, audience, expiry, nonce). */
export type IdClaims = Record<string, unknown>

export type AccountMatch =
  | { user: Record<string, unknown> & { id: string | number }; message?: never }
  | { user?: never; message: string; cause: string }

/**
 * RFC 8176 methods of a second factor: a provider that says it used more than a password (`mfa`,
 * `mca`), or a password and one of these, asserted a second factor.
 */
const SECOND_FACTOR_METHODS = [
  'otp',
  'hwk',
  'swk',
  'sc',
  'sms',
  'tel',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
]

export function assertsSecondFactor(claims: IdClaims): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((m) => typeof m === 'string') : []
  if (amr.includes('mfa') || amr.includes('mca')) return true
  return amr.length >= 2 && amr.some((m) => SECOND_FACTOR_METHODS.includes(m))
}

/**
 * Whether the provider vouches for the email: `email_verified` true; for Microsoft Entra ID also
 * `xms_edov` (the tenant verified the email's domain), as its tokens carry no `email_verified`.
 */
export function hasVerifiedEmail(provider: OidcProviderOptions, claims: IdClaims): boolean {
  if (claims.email_verified === true) return true
  return provider.id === 'microsoft' && claims.xms_edov === true
}

export interface MatchDeps {
  slug: string
  /** The role of a user a sign-in creates; none: an unknown email is refused. */
  autoCreateRole?: string
  /** The name of a `provider` value ('Google', or 'email and password' for `local`). */
  providerName: (req: PayloadRequest, provider: string) => string
}

/** A password nobody knows and that meets any policy: the account signs in with its provider. */
const unusablePassword = () => `${randomBytes(24).toString('base64url')}aA1!`

const normalizeEmail = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().trim() : ''

/**
 * The account a provider's sign-in is for: the user with the provider's verified email, if its
 * `provider` is this one. An unverified email matches nobody and creates nobody; an unknown one
 * creates a user only with `autoCreateRole` (and never the first user, who becomes an admin).
 */
export async function accountFor(
  req: PayloadRequest,
  provider: OidcProviderOptions,
  claims: IdClaims,
  deps: MatchDeps,
): Promise<AccountMatch> {
  const vars = { provider: provider.name }
  const email = normalizeEmail(claims.email)
  if (!email) return { message: oidcMessage(req, 'oidcNoEmail', vars), cause: 'no email claim' }
  if (!hasVerifiedEmail(provider, claims))
    return { message: oidcMessage(req, 'oidcUnverifiedEmail', vars), cause: 'email not verified' }

  const user = await req.payload.db.findOne<Record<string, unknown> & { id: string | number }>({
    collection: deps.slug,
    where: { email: { equals: email } },
    req,
  })
  if (user) {
    const own = typeof user.provider === 'string' && user.provider ? user.provider : LOCAL_PROVIDER
    if (own === provider.id) return { user }
    return {
      message: oidcMessage(req, 'oidcNotAllowed', {
        a: provider.name,
        b: deps.providerName(req, own),
      }),
      cause: `account uses provider ${own}`,
    }
  }

  const hasUsers = (await req.payload.count({ collection: deps.slug, req })).totalDocs > 0
  if (!deps.autoCreateRole || !hasUsers)
    return { message: oidcMessage(req, 'oidcUnknownAccount', { email }), cause: 'no account' }
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 120) : undefined
  const created = await req.payload.create({
    collection: deps.slug,
    data: {
      email,
      name,
      role: deps.autoCreateRole,
      provider: provider.id,
      password: unusablePassword(),
    },
    overrideAccess: true,
    req,
  })
  req.payload.logger.info({
    msg: `oidc: created user ${created.id} at sign-in`,
    provider: provider.id,
  })
  return { user: created as unknown as Record<string, unknown> & { id: string | number } }
}
