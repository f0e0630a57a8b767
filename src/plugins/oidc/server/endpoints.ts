import * as client from 'openid-client'
import type { Endpoint, PayloadRequest } from 'payload'
import { signInWithoutPassword } from '../../../server/kit/external-sign-in'
import { adminRedirectPath, withRedirectParam } from '../../../shared/redirect'
import { adminHref, adminPaths } from '../../../shared/routes'
import { OIDC_FLOWS, OIDC_PATHS, isOidcProviderId, oidcPath, type OidcProviderId } from '../shared'
import { FLOW_LIFETIME_S, clearedFlowCookie, flowCookie, flowOf } from './flow-cookie'
import { accountFor, assertsSecondFactor, type MatchDeps } from './matching'
import type { OidcProviderOptions, ProviderDirectory } from './providers'
import { oidcMessage } from './translations'

export interface EndpointDeps extends MatchDeps {
  directory: ProviderDirectory
}

/** What `req.context` says of a sign-in by a provider (the password sign-in's refusal reads it). */
export const PROVIDER_SIGN_IN_KEY = 'folioOidcProvider'

const SCOPE = 'openid email profile'

/** The redirect URI registered at the provider: exactly this, built from the server's URL, never from the request. */
export const redirectUriOf = (req: PayloadRequest, id: OidcProviderId) =>
  `${req.payload.config.serverURL}${req.payload.config.routes.api}${oidcPath(OIDC_PATHS.callback, id)}`

function providerOf(req: PayloadRequest, deps: EndpointDeps): OidcProviderOptions | undefined {
  const id = req.routeParams?.providerId
  return isOidcProviderId(id) ? deps.directory.get(id) : undefined
}

const admin = (req: PayloadRequest) => req.payload.config.routes.admin

/** The checked redirect: a path inside the admin (as the sign-in screen passes it), else none. */
function checkedRedirect(req: PayloadRequest, target: string | null | undefined) {
  const inside = adminRedirectPath(target, admin(req))
  return inside === undefined ? undefined : adminHref(admin(req), inside)
}

function answer(location: string, cookies: string[]): Response {
  const headers = new Headers({
    Location: location,
    'Cache-Control': 'no-store',
    // The provider's address carries `state`; the callback's carries the code.
    'Referrer-Policy': 'no-referrer',
  })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** Back to the sign-in screen with the message to show (`errorMessage`) and the redirect kept for the next try. */
function toSignIn(
  req: PayloadRequest,
  message: string,
  redirect: string | undefined,
  cookies: string[] = [],
) {
  return answer(
    adminHref(admin(req), adminPaths.login, { errorMessage: message, redirect }),
    cookies,
  )
}

/** Logs why a sign-in failed, never a token or a code (openid-client's messages carry neither; their `cause` may). */
function logFailure(req: PayloadRequest, provider: string, step: string, error?: unknown) {
  const detail =
    error instanceof Error
      ? { name: error.name, code: (error as { code?: unknown }).code, message: error.message }
      : error === undefined
        ? undefined
        : { message: String(error) }
  req.payload.logger.warn({ msg: `oidc: sign-in with ${provider} refused at ${step}`, ...detail })
}

/** A provider that cannot be reached (refused, timed out) or answers with a server error. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (['TypeError', 'AbortError', 'TimeoutError'].includes(error.name)) return true
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status >= 500) return true
  return error.cause !== undefined && error.cause !== error && isUnreachable(error.cause)
}

/**
 * `GET {api}/admin/oauth/authorization/:providerId?flow=login&redirect=…`: starts the
 * authorization code flow (PKCE S256, state, nonce) and sends the browser to the provider, with
 * the flow sealed in a short-lived HttpOnly cookie that only the callback receives.
 */
export function authorizationEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: OIDC_PATHS.authorization,
    method: 'get',
    handler: async (req) => {
      const url = new URL(req.url ?? '', 'http://folio.invalid')
      const redirect = checkedRedirect(req, url.searchParams.get('redirect'))
      const provider = providerOf(req, deps)
      const flow = url.searchParams.get('flow') ?? 'login'
      if (!provider || !(OIDC_FLOWS as readonly string[]).includes(flow))
        return toSignIn(req, oidcMessage(req, 'oidcUnknownProvider'), redirect)
      let config: client.Configuration
      try {
        config = await deps.directory.configuration(provider)
      } catch (error) {
        logFailure(req, provider.id, 'discovery', error)
        return toSignIn(
          req,
          oidcMessage(req, 'oidcUnavailable', { provider: provider.name }),
          redirect,
        )
      }
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const nonce = client.randomNonce()
      const target = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUriOf(req, provider.id),
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      const cookie = flowCookie(req, {
        provider: provider.id,
        state,
        nonce,
        codeVerifier,
        redirect,
        expiresAt: Date.now() + FLOW_LIFETIME_S * 1000,
      })
      return answer(target.href, [cookie])
    },
  }
}

/**
 * `GET {api}/admin/oauth/callback/:providerId`: takes the provider's answer once (the flow cookie
 * goes with every answer), checks it (state, then the code exchange with the verifier, the ID
 * token's signature, issuer, audience, expiry and nonce), finds the account by its verified email
 * and signs it in as a password would, or sends the browser back to sign-in with the reason.
 */
export function callbackEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: OIDC_PATHS.callback,
    method: 'get',
    handler: async (req) => {
      const cleared = [clearedFlowCookie(req)]
      const flow = flowOf(req)
      const redirect = flow?.redirect
      const provider = providerOf(req, deps)
      if (!provider)
        return toSignIn(req, oidcMessage(req, 'oidcUnknownProvider'), redirect, cleared)
      const vars = { provider: provider.name }
      const failed = (step: string, error?: unknown) => {
        logFailure(req, provider.id, step, error)
        return toSignIn(req, oidcMessage(req, 'oidcFailed', vars), redirect, cleared)
      }
      if (!flow) {
        logFailure(req, provider.id, 'flow cookie (none, expired or not sealed here)')
        return toSignIn(req, oidcMessage(req, 'oidcExpired'), undefined, cleared)
      }
      if (flow.provider !== provider.id) return failed('flow cookie (another provider)')

      const query = new URL(req.url ?? '', 'http://folio.invalid').searchParams
      if (query.get('state') !== flow.state) return failed('state')
      const error = query.get('error')
      if (error === 'access_denied') {
        logFailure(req, provider.id, 'provider', 'cancelled (access_denied)')
        return toSignIn(req, oidcMessage(req, 'oidcCancelled', vars), redirect, cleared)
      }
      if (error) return failed('provider', `error=${error.slice(0, 64)}`)

      let claims: Record<string, unknown>
      try {
        const config = await deps.directory.configuration(provider)
        const currentUrl = new URL(redirectUriOf(req, provider.id))
        currentUrl.search = query.toString()
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        })
        claims = (tokens.claims() ?? {}) as Record<string, unknown>
      } catch (error) {
        if (!isUnreachable(error)) return failed('code exchange', error)
        logFailure(req, provider.id, 'code exchange', error)
        return toSignIn(req, oidcMessage(req, 'oidcUnavailable', vars), redirect, cleared)
      }

      const match = await accountFor(req, provider, claims, deps)
      if (!match.user) {
        logFailure(req, provider.id, 'account', match.cause)
        return toSignIn(req, match.message, redirect, cleared)
      }
      req.context[PROVIDER_SIGN_IN_KEY] = provider.id
      try {
        const signIn = await signInWithoutPassword(req, {
          slug: deps.slug,
          user: match.user,
          secondFactorAsserted: assertsSecondFactor(claims),
        })
        const location = signIn.nextStep
          ? withRedirectParam(adminHref(admin(req), signIn.nextStep), redirect)
          : (redirect ?? adminHref(admin(req), adminPaths.dashboard))
        return answer(location, [...cleared, signIn.cookie])
      } catch (error) {
        // The sign-in rules' refusals (a locked account) speak to the person; anything else is ours.
        const status = (error as { status?: unknown }).status
        if (error instanceof Error && typeof status === 'number' && status < 500) {
          logFailure(req, provider.id, 'sign-in rules', error)
          return toSignIn(req, error.message, redirect, cleared)
        }
        throw error
      }
    },
  }
}
