import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'

/** Rich text: the editor of every richText field (the server half names the kit on each one). */
export const richtextAdmin: AdminPlugin = {
  slug: 'richtext',
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  fieldKits: {
    'richtext:editor': { input: () => import('./RichTextInput') },
  },
}
