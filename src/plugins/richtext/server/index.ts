import type { Plugin } from 'payload'
import { withFolioMessages } from '../../../server/kit/translations'
import { richTextMessages } from '../shared/messages'
import { folioRichTextEditor } from './adapter'
import { withRichTextFlags } from './content-collections'
import { withBlockKit, withRichTextKit } from './field-kit'
import { folioPlugin } from '../../../server/kit/folio-plugin'

/**
 * Rich text on the server: Folio's editor adapter as the root `editor` (unless one is set), which
 * checks values, stores related documents as ids and populates them on reads with depth; every
 * rich-text field is marked for the admin's rich-text field kit, and every collection says
 * whether rich text may point into it (only content may, unless it says otherwise).
 */
export const richTextPlugin = (): Plugin =>
  folioPlugin({ name: 'richtext', stage: 'everyField' }, (config) => ({
    ...config,
    editor: config.editor ?? folioRichTextEditor,
    collections: config.collections?.map((c) => ({
      ...withRichTextFlags(c),
      fields: withRichTextKit(c.fields),
    })),
    globals: config.globals?.map((g) => ({ ...g, fields: withRichTextKit(g.fields) })),
    blocks: config.blocks?.map(withBlockKit),
    i18n: { ...config.i18n, translations: withFolioMessages(config.i18n, richTextMessages) },
  }))

export { folioRichText, type FolioRichTextOptions } from './editor-options'
