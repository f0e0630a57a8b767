import type { SignInMethodContext } from '../../../admin/extend'
import { boot } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { pluginSettings } from '../../../shared/client-config'
import { authorizationHref, OIDC_SLUG } from '../shared'

/**
 * The sign-in screen's identity providers: one link each, to the server's authorization endpoint
 * with the checked `redirect`. Plain links, so they work before (and without) the page's code: the
 * server draws them into the sign-in page (`isLinksOnly`).
 */
export default function ProviderLinks({ config, redirect }: SignInMethodContext) {
  const t = useT()
  const providers = pluginSettings(config, OIDC_SLUG)?.providers ?? []
  return providers.map((provider) => (
    <a
      key={provider.id}
      className="button button--secondary button--block"
      href={authorizationHref(boot.apiRoute, provider.id, redirect)}
    >
      {t('oidc:signInWith', { provider: provider.name })}
    </a>
  ))
}
