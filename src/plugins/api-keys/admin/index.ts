import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { canUnlock } from '../../../shared/permissions'
import { API_KEYS_SLUG } from '../shared'
import { apiKeyStateOf } from './api-key-state'

/**
 * API keys (docs/behaviour.md §19): on the account page the signed-in user's own key, and on a
 * user's page that user's key for who manages accounts (admins). Both show whether there is a key,
 * when it was made and last used, and make, rotate and revoke it; a new key is shown once.
 * Without the server half the user carries no key state and neither shows.
 */
export const apiKeysAdmin: AdminPlugin = {
  slug: API_KEYS_SLUG,
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  documentPanels: [
    {
      key: 'api-keys/user-key',
      // Who may unlock accounts (admins) manages their keys, as the server allows; the document
      // carries the key state only for who may read it.
      when: ({ collection, doc, permissions }) =>
        collection.isAuth && apiKeyStateOf(doc) !== undefined && canUnlock(permissions),
      load: () => import('./ApiKeyPanel'),
    },
  ],
  accountSections: [
    {
      key: 'api-keys/own-key',
      when: ({ user }) => apiKeyStateOf(user) !== undefined,
      load: () => import('./ApiKeySection'),
    },
  ],
}
