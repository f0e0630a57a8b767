import type { CollectionConfig } from 'payload'
import { canDeleteContent, canWriteContent } from '../access/roles'
import { anyone } from '../access/public-reads'

export function mediaCollection(args: { staticDir: string }): CollectionConfig {
  return {
    slug: 'media',
    labels: { singular: { en: 'Media', de: 'Medium' }, plural: { en: 'Media', de: 'Medien' } },
    admin: {
      useAsTitle: 'filename',
      group: { en: 'Assets', de: 'Dateien' },
      defaultColumns: ['filename', 'alt', 'updatedAt'],
    },
    access: {
      // No drafts: public, as the published posts and pages that show them (the files too).
      read: anyone,
      create: canWriteContent,
      update: canWriteContent,
      delete: canDeleteContent,
    },
    upload: {
      staticDir: args.staticDir,
      // Images get sizes and a focal point; short videos are kept as they are.
      mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
      focalPoint: true,
      imageSizes: [
        { name: 'thumbnail', width: 240, height: 240 },
        { name: 'card', width: 768 },
      ],
    },
    fields: [
      {
        name: 'alt',
        type: 'text',
        label: { en: 'Alternative text', de: 'Alternativtext' },
        localized: true,
        // A description of the image for those who cannot see it, not its story.
        maxLength: 300,
      },
    ],
  }
}
