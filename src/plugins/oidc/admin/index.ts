import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { pluginSettings } from '../../../shared/client-config'
import { OIDC_SLUG } from '../shared'

/**
 * Sign-in with an identity provider (Google, Microsoft Entra ID, an OpenID Connect issuer): below
 * the password form, a link per provider the server half enabled (the root public settings
 * `plugins.oidc`). The links are drawn by the server; with no provider enabled the sign-in page
 * downloads nothing of the plugin.
 */
export const oidcAdmin: AdminPlugin = {
  slug: OIDC_SLUG,
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  signInMethods: [
    {
      key: 'oidc/providers',
      when: ({ config }) => (pluginSettings(config, OIDC_SLUG)?.providers.length ?? 0) > 0,
      isLinksOnly: true,
      load: () => import('./ProviderLinks'),
    },
  ],
}
