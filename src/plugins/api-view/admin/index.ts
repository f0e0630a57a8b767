import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'

/**
 * The API tab of every saved document and global: the REST answer for it as a tree, with the
 * request's depth, draft, locale and credentials chosen in the address.
 */
export const apiViewAdmin: AdminPlugin = {
  slug: 'api-view',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  documentViews: [
    {
      path: 'api',
      // A core string: the edit screen's tabs need not load this plugin's strings for it.
      labelKey: 'folio:apiView',
      when: () => true,
      load: () => import('./ApiView'),
    },
  ],
}
