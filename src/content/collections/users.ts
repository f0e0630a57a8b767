import type { CollectionConfig } from 'payload'
import { ROLES, canSetRole, isAdmin, isAdminOrSelf, isSignedIn } from '../access/roles'
import { supportedLanguages } from '../languages'

export function usersCollection(args: { isSecure: boolean }): CollectionConfig {
  return {
    slug: 'users',
    labels: { singular: { en: 'User', de: 'Benutzer' }, plural: { en: 'Users', de: 'Benutzer' } },
    admin: {
      useAsTitle: 'email',
      group: { en: 'Administration', de: 'Verwaltung' },
      defaultColumns: ['email', 'name', 'role', 'invitationStatus', 'updatedAt'],
      // Accounts are not content: rich text neither links nor embeds them.
      enableRichTextRelationship: false,
    },
    auth: {
      cookies: { sameSite: 'Lax', secure: args.isSecure },
      removeTokenFromResponses: true,
      maxLoginAttempts: 5,
      lockTime: 10 * 60 * 1000,
      tokenExpiration: 2 * 60 * 60,
      useSessions: true,
    },
    access: {
      read: isSignedIn,
      create: isAdmin,
      update: isAdminOrSelf,
      delete: isAdmin,
      unlock: isAdmin,
      admin: ({ req }) => Boolean(req.user),
    },
    hooks: {
      beforeChange: [
        async ({ data, operation, req }) => {
          if (operation !== 'create') return data
          const { totalDocs } = await req.payload.count({
            collection: 'users',
            overrideAccess: true,
            req,
          })
          return totalDocs === 0 ? { ...data, role: 'admin' } : data
        },
      ],
    },
    fields: [
      { name: 'name', type: 'text', label: { en: 'Name', de: 'Name' }, maxLength: 120 },
      {
        name: 'role',
        type: 'select',
        label: { en: 'Role', de: 'Rolle' },
        required: true,
        defaultValue: 'viewer',
        options: ROLES.map((value) => ({ value, label: roleLabels[value] })),
        access: { create: canSetRole, update: canSetRole },
        admin: { position: 'sidebar' },
      },
      {
        // The admin language the user chose (account page; the invitation's language at first):
        // emails to this user are written in it.
        name: 'language',
        type: 'text',
        label: { en: 'Language', de: 'Sprache' },
        admin: { hidden: true },
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          value === '' ||
          Object.hasOwn(supportedLanguages, String(value)) ||
          'Unknown language.',
      },
      {
        name: 'provider',
        type: 'select',
        label: { en: 'Identity provider', de: 'Identitätsanbieter' },
        defaultValue: 'local',
        options: [{ value: 'local', label: { en: 'Local password', de: 'Lokales Passwort' } }],
        access: { create: canSetRole, update: canSetRole },
        admin: { position: 'sidebar', readOnly: true },
      },
    ],
  }
}

const roleLabels = {
  admin: { en: 'Administrator', de: 'Administrator' },
  editor: { en: 'Editor', de: 'Redakteur' },
  author: { en: 'Author', de: 'Autor' },
  viewer: { en: 'Viewer', de: 'Betrachter' },
} as const
