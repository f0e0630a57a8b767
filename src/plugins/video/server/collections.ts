import type { CollectionConfig, Field, FieldAccess, Payload } from 'payload'
import {
  VIDEO_STATUSES,
  VIDEO_TITLE_MAX,
  VIDEO_VISIBILITIES,
  videoCollectionSlugs,
} from '../shared'

export interface VideoAccess {
  /** Who creates uploads, categories and tags and edits videos (roles that edit posts). */
  canUpload: (user: unknown) => boolean
  /** Who deletes videos, categories and tags. */
  canDelete: (user: unknown) => boolean
}

/** Set by the server only (the upload endpoint and the encoding job). */
const serverOnly: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

const text = (name: string, label: { en: string; de: string }): Field => ({
  name,
  type: 'text',
  label,
  access: serverOnly,
  admin: { readOnly: true },
})

const number = (name: string, label: { en: string; de: string }): Field => ({
  name,
  type: 'number',
  label,
  access: serverOnly,
  admin: { readOnly: true },
})

/** Videos are chosen with the video-select field, not linked from rich text (they are not public content). */
const notInRichText = { enableRichTextRelationship: false, enableRichTextLink: false }

/** The videos, categories and tags collections of a namespace (docs/behaviour.md §20). */
export function videoCollections(args: {
  namespace: string
  access: VideoAccess
  afterDelete: (payload: Payload, videoId: string) => Promise<void>
}): CollectionConfig[] {
  const { namespace, access } = args
  const slugs = videoCollectionSlugs(namespace)
  const group = { en: 'Videos', de: 'Videos' }
  const canUpload: CollectionConfig['access'] = {
    read: ({ req }) => Boolean(req.user),
    create: ({ req }) => access.canUpload(req.user),
    update: ({ req }) => access.canUpload(req.user),
    delete: ({ req }) => access.canDelete(req.user),
  }
  const taxonomy = (slug: string, labels: CollectionConfig['labels']): CollectionConfig => ({
    slug,
    labels,
    admin: { useAsTitle: 'title', group, defaultColumns: ['title', 'slug'], ...notInRichText },
    access: canUpload,
    fields: [
      { name: 'title', type: 'text', label: { en: 'Title', de: 'Titel' }, required: true },
      {
        name: 'slug',
        type: 'text',
        label: { en: 'Slug', de: 'Slug' },
        required: true,
        unique: true,
        index: true,
      },
    ],
  })
  const videos: CollectionConfig = {
    slug: slugs.videos,
    labels: { singular: { en: 'Video', de: 'Video' }, plural: { en: 'Videos', de: 'Videos' } },
    admin: {
      useAsTitle: 'title',
      group,
      defaultColumns: ['title', 'status', 'visibility', 'updatedAt'],
      ...notInRichText,
    },
    // Created by `PUT videos/upload` only, which gives the signed upload URL.
    access: { ...canUpload, create: () => false },
    hooks: {
      afterDelete: [
        async ({ id, req }) => {
          await args.afterDelete(req.payload, String(id))
        },
      ],
    },
    fields: [
      {
        name: 'title',
        type: 'text',
        label: { en: 'Title', de: 'Titel' },
        required: true,
        maxLength: VIDEO_TITLE_MAX,
      },
      {
        name: 'slug',
        type: 'text',
        label: { en: 'Slug', de: 'Slug' },
        required: true,
        index: true,
      },
      {
        name: 'visibility',
        type: 'select',
        label: { en: 'Visibility', de: 'Sichtbarkeit' },
        required: true,
        defaultValue: 'public',
        options: VIDEO_VISIBILITIES.map((value) => ({ value, label: value })),
      },
      {
        name: 'status',
        type: 'select',
        label: { en: 'Status', de: 'Status' },
        required: true,
        defaultValue: 'NO_FILE',
        options: VIDEO_STATUSES.map((value) => ({ value, label: value })),
        access: serverOnly,
        admin: { readOnly: true },
        index: true,
      },
      text('error', { en: 'Error', de: 'Fehler' }),
      text('extension', { en: 'Extension', de: 'Dateiendung' }),
      text('mimeType', { en: 'MIME type', de: 'MIME-Typ' }),
      {
        name: 'categories',
        type: 'relationship',
        relationTo: slugs.categories,
        hasMany: true,
        label: { en: 'Categories', de: 'Kategorien' },
      },
      {
        name: 'tags',
        type: 'relationship',
        relationTo: slugs.tags,
        hasMany: true,
        label: { en: 'Tags', de: 'Tags' },
      },
      text('previewVideoUrl', { en: 'Preview clip', de: 'Vorschau-Clip' }),
      text('previewThumbnailUrl', { en: 'Poster', de: 'Vorschaubild' }),
      {
        name: 'src',
        type: 'group',
        label: { en: 'Stream', de: 'Stream' },
        fields: [
          {
            name: 'abr',
            type: 'group',
            label: { en: 'Adaptive stream', de: 'Adaptiver Stream' },
            fields: [text('url', { en: 'HLS playlist', de: 'HLS-Playlist' })],
          },
        ],
      },
      number('duration', { en: 'Duration (s)', de: 'Dauer (s)' }),
      number('width', { en: 'Width', de: 'Breite' }),
      number('height', { en: 'Height', de: 'Höhe' }),
      // Never in an answer (hidden): which video service workspace the video belongs to.
      { name: 'workspace', type: 'text', hidden: true, defaultValue: 'local' },
      // The one-time nonce of the signed upload URL, until its PUT takes it.
      { name: 'uploadNonce', type: 'text', hidden: true },
    ],
  }
  return [
    videos,
    taxonomy(slugs.categories, {
      singular: { en: 'Video category', de: 'Videokategorie' },
      plural: { en: 'Video categories', de: 'Videokategorien' },
    }),
    taxonomy(slugs.tags, {
      singular: { en: 'Video tag', de: 'Video-Tag' },
      plural: { en: 'Video tags', de: 'Video-Tags' },
    }),
  ]
}
