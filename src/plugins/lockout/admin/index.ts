import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { canUnlock } from '../../../shared/permissions'
import { isPendingInvitation } from '../../invitations/shared'

/** Account lockout: admins (who may unlock) see an account's failed attempts and locks on its edit view. */
export const lockoutAdmin: AdminPlugin = {
  slug: 'lockout',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  documentPanels: [
    {
      key: 'lockout/account-lock',
      // A pending user has no password: nothing to lock yet, only the invitation.
      when: ({ collection, doc, permissions }) =>
        collection.isAuth &&
        typeof doc?.email === 'string' &&
        canUnlock(permissions) &&
        !isPendingInvitation(doc),
      load: () => import('./AccountLockPanel'),
    },
  ],
}
