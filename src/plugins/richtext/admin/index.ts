import type { AdminPlugin } from '../../../admin/extend'

/** Rich text: the editor of every richText field (the server half names the kit on each one). */
export const richtextAdmin: AdminPlugin = {
  slug: 'richtext',
  strings: {
    en: () => import('./strings/en').then((m) => m.stringsEn),
    de: () => import('./strings/de').then((m) => m.stringsDe),
  },
  fieldKits: {
    'richtext:editor': { input: () => import('./RichTextInput') },
  },
}
