import type { GlobalConfig } from 'payload'
import { isAdmin } from '../access/roles'
import {
  publishedOrSignedIn,
  refuseAnonymousGlobalDrafts,
  versionsSignedIn,
} from '../access/public-reads'

export const settings: GlobalConfig = {
  slug: 'settings',
  label: { en: 'Site settings', de: 'Website-Einstellungen' },
  admin: { group: { en: 'Configuration', de: 'Konfiguration' } },
  // Drafts with autosave, as posts have: a global's editor autosaves too.
  versions: { max: 20, drafts: { autosave: { interval: 2000 } } },
  // The published settings are public (a site reads its name and tagline); the draft an autosave
  // keeps and the versions need a session or key. Never published: anonymous reads answer `{}`.
  access: { read: publishedOrSignedIn, readVersions: versionsSignedIn, update: isAdmin },
  hooks: { beforeOperation: [refuseAnonymousGlobalDrafts] },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      label: { en: 'Site name', de: 'Name der Website' },
      required: true,
      maxLength: 80,
    },
    {
      name: 'tagline',
      type: 'textarea',
      label: { en: 'Tagline', de: 'Slogan' },
      localized: true,
      maxLength: 200,
    },
    { name: 'contactEmail', type: 'email', label: { en: 'Contact email', de: 'Kontakt-E-Mail' } },
    {
      name: 'postsPerPage',
      type: 'number',
      label: { en: 'Posts per page', de: 'Beiträge pro Seite' },
      min: 1,
      max: 50,
      defaultValue: 10,
    },
    {
      name: 'maintenanceMode',
      type: 'checkbox',
      label: { en: 'Maintenance mode', de: 'Wartungsmodus' },
      defaultValue: false,
    },
  ],
}
