/**
 * The contract of the `oidc` plugin's two halves: the providers, the paths of the sign-in flow
 * (root endpoints of the API) and the public settings the sign-in screen reads
 * (docs/behaviour.md §2 'Login view', docs/SECURITY.md 'Sign-in with an identity provider').
 */

export const OIDC_SLUG = 'oidc'

/** The providers Folio knows, by the id their paths and the users' `provider` field use. */
export const OIDC_PROVIDER_IDS = ['google', 'microsoft', 'oidc'] as const
export type OidcProviderId = (typeof OIDC_PROVIDER_IDS)[number]

export const isOidcProviderId = (value: unknown): value is OidcProviderId =>
  typeof value === 'string' && (OIDC_PROVIDER_IDS as readonly string[]).includes(value)

/** What a sign-in asks for: `login` (the only flow so far). */
export const OIDC_FLOWS = ['login'] as const
export type OidcFlow = (typeof OIDC_FLOWS)[number]

/** The `provider` value of an account that signs in with a password. */
export const LOCAL_PROVIDER = 'local'

/**
 * Root endpoints, under the API route (`/api`): the sign-in starts at `authorization` (a browser
 * navigation, `?flow=login&redirect=…`), the provider sends the browser back to `callback`.
 */
export const OIDC_PATHS = {
  authorization: '/admin/oauth/authorization/:providerId',
  callback: '/admin/oauth/callback/:providerId',
} as const

export const oidcPath = (path: string, providerId: OidcProviderId) =>
  path.replace(':providerId', providerId)

/** Where the sign-in screen's button for `providerId` goes: a plain link, so it works without the page's code. */
export function authorizationHref(
  apiRoute: string,
  providerId: OidcProviderId,
  redirect: string | undefined,
): string {
  const query = new URLSearchParams({ flow: 'login' })
  if (redirect) query.set('redirect', redirect)
  return `${apiRoute.replace(/\/+$/, '')}${oidcPath(OIDC_PATHS.authorization, providerId)}?${query}`
}

/** One enabled provider: its id and the name its button shows ('Sign in with {name}'). */
export interface OidcProviderSummary {
  id: OidcProviderId
  name: string
}

/** Public settings of the plugin (root config): the sign-in screen reads them before anyone signs in. */
export interface OidcSettings {
  providers: OidcProviderSummary[]
}

declare module '../../../shared/client-config' {
  interface PluginSettings {
    oidc: OidcSettings
  }
}
