import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { canUnlock } from '../../../shared/permissions'
import { TOTP_ROUTES } from '../shared'
import { totpConfigOf } from './totp-user'

/** A route of the table: the shared contract's path without its leading slash, as the admin's own routes are written. */
const routePath = (path: string) => path.replace(/^\//, '')

/**
 * Two-factor sign-in with an authenticator app (TOTP): the code step after the password, the
 * enrollment with its recovery codes, and on the account page the on/off section and the trusted
 * devices. Without the server half the user has no `totpConfig` and the account shows nothing of it.
 */
export const totpAdmin: AdminPlugin = {
  slug: 'totp',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  routes: [
    {
      path: routePath(TOTP_ROUTES.authenticate),
      isSignedIn: false,
      load: () => import('./AuthenticateRoute'),
    },
    { path: routePath(TOTP_ROUTES.enroll), isSignedIn: false, load: () => import('./EnrollRoute') },
  ],
  documentPanels: [
    {
      key: 'totp/reset',
      // Who may unlock accounts (admins) may reset another user's second factor.
      when: ({ collection, doc, permissions }) =>
        collection.isAuth &&
        doc !== undefined &&
        totpConfigOf(doc) !== undefined &&
        canUnlock(permissions),
      load: () => import('./ResetSecondFactorPanel'),
    },
  ],
  accountSections: [
    {
      key: 'totp/two-factor',
      when: ({ user }) => totpConfigOf(user) !== undefined,
      load: () => import('./TwoFactorSection'),
    },
    {
      key: 'totp/trusted-devices',
      when: ({ user }) => {
        const totp = totpConfigOf(user)
        return totp?.enabled === true || (totp?.trustedDevices?.length ?? 0) > 0
      },
      load: () => import('./TrustedDevicesSection'),
    },
  ],
}
