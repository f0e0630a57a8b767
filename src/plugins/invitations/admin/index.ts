import { adminRoutes } from '../../../shared/routes'
import type { AdminPlugin } from '../../../admin/extend'
import { can } from '../../../shared/permissions'
import { INVITATION_STATUS_FIELD, isPendingInvitation, wasInvited } from '../shared'

/** Invitations: the invite action of the users list, the pending user's panel, and the accept-invitation screen. */
export const invitationsAdmin: AdminPlugin = {
  slug: 'invitations',
  strings: {
    en: () => import('./strings/en').then((m) => m.stringsEn),
    de: () => import('./strings/de').then((m) => m.stringsDe),
  },
  routes: [
    {
      path: adminRoutes.acceptInvitation,
      isSignedIn: false,
      load: () => import('./AcceptInvitationRoute'),
    },
  ],
  listActions: [
    {
      key: 'invitations/invite',
      labelKey: 'invitations:inviteUser',
      when: ({ collection, permissions }) =>
        collection.isAuth &&
        can(permissions, 'create') &&
        collection.fields.some((f) => f.name === INVITATION_STATUS_FIELD),
      load: () => import('./InviteUserDialog'),
    },
  ],
  conditions: [wasInvited],
  documentPanels: [
    {
      key: 'invitations/pending',
      // Who may create users may send a pending user a new link or revoke the invitation.
      when: ({ collection, doc, permissions }) =>
        collection.isAuth && isPendingInvitation(doc) && can(permissions, 'create'),
      load: () => import('./InvitationPanel'),
    },
  ],
}
