import { mergedLoaders, packLoaders } from '../../../admin/extend/i18n'
import { adminRoutes } from '../../../shared/routes'
import type { AdminPlugin, CommandContext } from '../../../admin/extend'
import { can } from '../../../shared/permissions'
import { INVITATION_STATUS_FIELD, isPendingInvitation, wasInvited } from '../shared'

/** The user collection, when it has invitations and the signed-in user may create in it. */
function invitable(context: CommandContext) {
  const users = context.config.collections.find((c) => c.slug === context.config.userCollection)
  return users?.isAuth &&
    can(context.access?.collections?.[users.slug], 'create') &&
    users.fields.some((f) => f.name === INVITATION_STATUS_FIELD)
    ? users
    : undefined
}

/** Invitations: the invite action of the users list, the pending user's panel, and the accept-invitation screen, and the command palette's 'Invite user'. */
export const invitationsAdmin: AdminPlugin = {
  slug: 'invitations',
  strings: mergedLoaders(
    packLoaders(
      () => import('./strings/en').then((m) => m.stringsEn),
      import.meta.glob('./strings/*.json', { import: 'default' }),
    ),
    packLoaders(
      () => import('../shared/messages/en').then((m) => m.invitationMessagesEn),
      import.meta.glob('../shared/messages/*.json', { import: 'default' }),
    ),
  ),
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
  // The command palette's 'Invite user', for who may create users: the same dialog as the list's.
  commands: [
    {
      id: 'invite',
      labelKey: 'invitations:inviteUser',
      group: 'actions',
      keywords: ['invite', 'invitation', 'einladen'],
      when: (context) => invitable(context) !== undefined,
      run: (context) => {
        const collection = invitable(context)
        if (collection)
          context.openDialog(() => import('./InviteUserDialog'), {
            collection,
            permissions: context.access?.collections?.[collection.slug],
          })
      },
    },
  ],
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
