import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { canUnlock } from '../../../shared/permissions'
import { isPendingInvitation } from '../../invitations/shared'

/** Sign-in hardening's admin half: admins send a user a password-reset link from the user's edit view. */
export const authAdmin: AdminPlugin = {
  slug: 'auth',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  documentPanels: [
    {
      key: 'auth/password-reset',
      when: ({ collection, doc, permissions }) =>
        collection.isAuth &&
        typeof doc?.email === 'string' &&
        canUnlock(permissions) &&
        !isPendingInvitation(doc),
      load: () => import('./PasswordResetPanel'),
    },
  ],
}
