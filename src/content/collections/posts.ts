import type { CollectionConfig } from 'payload'
import { contentEditor } from '../rich-text-editor'
import { canDeleteContent, canSaveContent } from '../access/roles'
import {
  publishedOrSignedIn,
  refuseAnonymousDrafts,
  versionsSignedIn,
} from '../access/public-reads'
import { authorsCreateNoLiveDocuments, authorsKeepOffLiveRows } from '../hooks/author-live-rule'

export const posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { en: 'Post', de: 'Beitrag' }, plural: { en: 'Posts', de: 'Beiträge' } },
  admin: {
    useAsTitle: 'title',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['title', 'category', 'editorialStatus', 'publishedAt', 'updatedAt'],
    listSearchableFields: ['title'],
  },
  versions: { drafts: { autosave: { interval: 2000 } }, maxPerDoc: 50 },
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
      minLength: 3,
      maxLength: 120,
    },
    {
      name: 'excerpt',
      type: 'textarea',
      label: { en: 'Excerpt', de: 'Auszug' },
      localized: true,
      maxLength: 300,
      admin: {
        rows: 3,
        description: {
          en: 'Shown in lists and previews.',
          de: 'Wird in Listen und Vorschauen gezeigt.',
        },
      },
    },
    {
      name: 'content',
      type: 'richText',
      label: { en: 'Content', de: 'Inhalt' },
      localized: true,
      editor: contentEditor,
    },
    {
      name: 'readingTime',
      type: 'number',
      label: { en: 'Reading time (minutes)', de: 'Lesezeit (Minuten)' },
      min: 1,
      max: 120,
    },
    {
      name: 'editorialStatus',
      type: 'select',
      label: { en: 'Editorial status', de: 'Redaktionsstatus' },
      defaultValue: 'idea',
      options: [
        { value: 'idea', label: { en: 'Idea', de: 'Idee' } },
        { value: 'writing', label: { en: 'Writing', de: 'In Arbeit' } },
        { value: 'review', label: { en: 'In review', de: 'In Prüfung' } },
        { value: 'done', label: { en: 'Done', de: 'Fertig' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'audience',
      type: 'radio',
      label: { en: 'Audience', de: 'Zielgruppe' },
      defaultValue: 'everyone',
      options: [
        { value: 'everyone', label: { en: 'Everyone', de: 'Alle' } },
        { value: 'members', label: { en: 'Members', de: 'Mitglieder' } },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      label: { en: 'Featured', de: 'Hervorgehoben' },
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: { en: 'Publish date', de: 'Veröffentlichungsdatum' },
      admin: { position: 'sidebar' },
    },
    { name: 'contactEmail', type: 'email', label: { en: 'Contact email', de: 'Kontakt-E-Mail' } },
    {
      name: 'category',
      type: 'select',
      label: { en: 'Category', de: 'Kategorie' },
      options: [
        { value: 'news', label: { en: 'News', de: 'Neuigkeiten' } },
        { value: 'guides', label: { en: 'Guides', de: 'Anleitungen' } },
        { value: 'opinion', label: { en: 'Opinion', de: 'Meinung' } },
      ],
    },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Hero image', de: 'Titelbild' },
    },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: { en: 'Topics', de: 'Themen' },
    },
    {
      name: 'relatedPosts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 5,
      label: { en: 'Related posts', de: 'Verwandte Beiträge' },
    },
  ],
}
