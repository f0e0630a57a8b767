import type { CollectionConfig } from 'payload'
import { contentEditor } from '../rich-text-editor'
import { canDeleteContent, canSaveContent } from '../access/roles'
import {
  publishedOrSignedIn,
  refuseAnonymousDrafts,
  versionsSignedIn,
} from '../access/public-reads'
import { contentBlocks } from '../blocks'
import { authorsCreateNoLiveDocuments, authorsKeepOffLiveRows } from '../hooks/author-live-rule'

export const pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', de: 'Seite' }, plural: { en: 'Pages', de: 'Seiten' } },
  admin: {
    useAsTitle: 'title',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['title', 'slug', 'updatedAt'],
  },
  versions: { drafts: true },
  access: {
    // Published documents are public; drafts and versions need a session or key.
    read: publishedOrSignedIn,
    readVersions: versionsSignedIn,
    create: canSaveContent,
    update: canSaveContent,
    delete: canDeleteContent,
  },
  hooks: {
    beforeOperation: [refuseAnonymousDrafts, authorsKeepOffLiveRows],
    beforeChange: [authorsCreateNoLiveDocuments],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { en: 'Title', de: 'Titel' },
      required: true,
      localized: true,
    },
    {
      name: 'slug',
      type: 'text',
      label: { en: 'Slug', de: 'Slug' },
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'summary',
      type: 'textarea',
      label: { en: 'Summary', de: 'Zusammenfassung' },
      localized: true,
    },
    // `content` is the page's blocks already; the page's running text is `body`.
    {
      name: 'body',
      type: 'richText',
      label: { en: 'Body', de: 'Haupttext' },
      localized: true,
      editor: contentEditor,
    },
    {
      name: 'content',
      type: 'blocks',
      label: { en: 'Content', de: 'Inhalt' },
      labels: { singular: { en: 'Block', de: 'Block' }, plural: { en: 'Blocks', de: 'Blöcke' } },
      blocks: contentBlocks,
    },
  ],
}
