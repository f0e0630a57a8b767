import type { AdminPlugin } from '../../../admin/extend'
import { canUnlock } from '../../../shared/permissions'
import { isPendingInvitation } from '../../invitations/shared'

/** Account lockout: admins (who may unlock) see an account's failed attempts and locks on its edit view. */
export const lockoutAdmin: AdminPlugin = {
  slug: 'lockout',
  strings: {
    en: () => import('./strings/en').then((m) => m.stringsEn),
    de: () => import('./strings/de').then((m) => m.stringsDe),
  },
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
