import type { CollectionConfig, Config, PayloadRequest, Plugin } from 'payload'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { withPublicSettings } from '../../../server/kit/public-settings'
import { LOCAL_PROVIDER, OIDC_SLUG, isOidcProviderId } from '../shared'
import { authorizationEndpoint, callbackEndpoint } from './endpoints'
import { noticeProviderChange, refuseOtherMethod, withProviderOptions } from './provider-field'
import { DEFAULT_PROVIDER_NAMES, ProviderDirectory, type OidcProviderOptions } from './providers'
import { oidcMessage, oidcTranslations } from './translations'

export interface OidcOptions {
  /** The enabled providers (none: the plugin only keeps the `provider` rules). */
  providers: OidcProviderOptions[]
  /** The role of a user a sign-in creates (`FOLIO_OIDC_AUTO_CREATE_ROLE`); none: unknown emails are refused. */
  autoCreateRole?: string
}

/**
 * Sign-in with Google, Microsoft Entra ID and a generic OpenID Connect issuer (docs/SECURITY.md
 * 'Sign-in with an identity provider'): the authorization code flow with PKCE, state and nonce
 * through openid-client, accounts matched by the provider's verified email and their `provider`,
 * a normal Folio session (and its second step unless the provider asserted one), the `provider`
 * field's options and its change notice, and the password sign-in refused for provider accounts.
 */
export const oidcPlugin = (options: OidcOptions): Plugin =>
  folioPlugin({ name: OIDC_SLUG, requires: ['email'] }, (config: Config): Config => {
    const slug = config.admin?.user ?? 'users'
    const ids = options.providers.map((p) => p.id)
    if (new Set(ids).size !== ids.length) throw new Error('oidcPlugin: a provider is listed twice')
    const directory = new ProviderDirectory(options.providers)
    const nameOf = (provider: string) =>
      directory.get(provider as OidcProviderOptions['id'])?.name ??
      (isOidcProviderId(provider) ? DEFAULT_PROVIDER_NAMES[provider] : provider)
    const nameFor = (req: PayloadRequest, provider: string) =>
      provider === LOCAL_PROVIDER ? oidcMessage(req, 'oidcPasswordName') : nameOf(provider)
    const deps = { slug, directory, autoCreateRole: options.autoCreateRole, providerName: nameFor }

    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      if (c.slug !== slug || !c.auth) return c
      const hooks = c.hooks ?? {}
      return {
        ...withProviderOptions(c, options.providers),
        hooks: {
          ...hooks,
          beforeLogin: [...(hooks.beforeLogin ?? []), refuseOtherMethod(nameFor)],
          afterChange: [...(hooks.afterChange ?? []), noticeProviderChange(nameOf)],
        },
      }
    })
    const withEndpoints: Config = {
      ...config,
      collections,
      endpoints: [...(config.endpoints ?? []), authorizationEndpoint(deps), callbackEndpoint(deps)],
      i18n: { ...config.i18n, translations: oidcTranslations(config.i18n) },
    }
    // Without a provider the sign-in screen has nothing of the plugin to show or load.
    if (options.providers.length === 0) return withEndpoints
    return withPublicSettings(withEndpoints, OIDC_SLUG, {
      providers: options.providers.map(({ id, name }) => ({ id, name })),
    })
  })

export type { OidcProviderOptions } from './providers'
export { GOOGLE_ISSUER, microsoftIssuer, DEFAULT_PROVIDER_NAMES } from './providers'
