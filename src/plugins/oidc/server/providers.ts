import * as client from 'openid-client'
import type { OidcProviderId } from '../shared'

/** One identity provider Folio signs in with (from the environment: docs/SECURITY.md). */
export interface OidcProviderOptions {
  id: OidcProviderId
  /** What the button and the messages call it ('Google', or `OIDC_NAME`). */
  name: string
  /** The issuer URL; its discovery document is at `{issuer}/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
}

export const GOOGLE_ISSUER = 'https://accounts.google.com'
export const microsoftIssuer = (tenant: string) =>
  `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/v2.0`
export const DEFAULT_PROVIDER_NAMES: Record<OidcProviderId, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  oidc: 'OpenID Connect',
}

/** How long a provider's discovery document is trusted before it is read again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000
/** Seconds a request to a provider may take (discovery, keys, the code exchange). */
export const PROVIDER_TIMEOUT_S = 10

/** Plain http only to this machine (a provider in tests, a Keycloak in development). */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  )
}

/**
 * The openid-client configurations of the providers, each discovered on first use and kept for
 * an hour; a failed discovery is not kept, so the next sign-in asks again.
 */
export class ProviderDirectory {
  private readonly known = new Map<
    OidcProviderId,
    { at: number; config: Promise<client.Configuration> }
  >()

  constructor(private readonly providers: readonly OidcProviderOptions[]) {}

  get(id: OidcProviderId): OidcProviderOptions | undefined {
    return this.providers.find((p) => p.id === id)
  }

  list(): readonly OidcProviderOptions[] {
    return this.providers
  }

  configuration(provider: OidcProviderOptions): Promise<client.Configuration> {
    const cached = this.known.get(provider.id)
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config
    const issuer = new URL(provider.issuer)
    const config = client
      .discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_S,
      })
      .catch((error: unknown) => {
        this.known.delete(provider.id)
        throw error
      })
    this.known.set(provider.id, { at: Date.now(), config })
    return config
  }
}
