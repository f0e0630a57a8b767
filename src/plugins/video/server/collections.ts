import type { CollectionConfig, Field, FieldAccess, Payload } from 'payload'
import {
  VIDEO_STATUSES,
  VIDEO_TITLE_MAX,
  VIDEO_VISIBILITIES,
  videoCollectionSlugs,
} from '../shared'
import { label } from './labels'

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

const text = (name: string, label: Record<string, string>): Field => ({
  name,
  type: 'text',
  label,
  access: serverOnly,
  admin: { readOnly: true },
})

const number = (name: string, label: Record<string, string>): Field => ({
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
  const group = label('videos')
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
      { name: 'title', type: 'text', label: label('title'), required: true },
      {
        name: 'slug',
        type: 'text',
        label: label('slug'),
        required: true,
        unique: true,
        index: true,
      },
    ],
  })
  const videos: CollectionConfig = {
    slug: slugs.videos,
    labels: { singular: label('video'), plural: label('videos') },
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
        label: label('title'),
        required: true,
        maxLength: VIDEO_TITLE_MAX,
      },
      {
        name: 'slug',
        type: 'text',
        label: label('slug'),
        required: true,
        index: true,
      },
      {
        name: 'visibility',
        type: 'select',
        label: label('visibility'),
        required: true,
        defaultValue: 'public',
        options: VIDEO_VISIBILITIES.map((value) => ({ value, label: value })),
      },
      {
        name: 'status',
        type: 'select',
        label: label('status'),
        required: true,
        defaultValue: 'NO_FILE',
        options: VIDEO_STATUSES.map((value) => ({ value, label: value })),
        access: serverOnly,
        admin: { readOnly: true },
        index: true,
      },
      text('error', label('error')),
      text('extension', label('extension')),
      text('mimeType', label('mimeType')),
      {
        name: 'categories',
        type: 'relationship',
        relationTo: slugs.categories,
        hasMany: true,
        label: label('categories'),
      },
      {
        name: 'tags',
        type: 'relationship',
        relationTo: slugs.tags,
        hasMany: true,
        label: label('tags'),
      },
      text('previewVideoUrl', label('previewClip')),
      text('previewThumbnailUrl', label('poster')),
      {
        name: 'src',
        type: 'group',
        label: label('stream'),
        fields: [
          {
            name: 'abr',
            type: 'group',
            label: label('adaptiveStream'),
            fields: [text('url', label('hlsPlaylist'))],
          },
        ],
      },
      number('duration', label('duration')),
      number('width', label('width')),
      number('height', label('height')),
      // Never in an answer (hidden): which video service workspace the video belongs to.
      { name: 'workspace', type: 'text', hidden: true, defaultValue: 'local' },
      // The one-time nonce of the signed upload URL, until its PUT takes it.
      { name: 'uploadNonce', type: 'text', hidden: true },
    ],
  }
  return [
    videos,
    taxonomy(slugs.categories, {
      singular: label('videoCategory'),
      plural: label('videoCategories'),
    }),
    taxonomy(slugs.tags, {
      singular: label('videoTag'),
      plural: label('videoTags'),
    }),
  ]
}
