import type { Field } from 'payload'
import { SEO_PARTS } from '../shared'
import { label } from './labels'

/**
 * The `meta` group: the overview of the checks, the title, the description, the image (an upload
 * of `uploadsCollection`, an id or null) and the search-result preview. Title and description are
 * localized where the config is; the admin shows their meters and generate buttons (field kits).
 */
export function metaGroup(options: { uploadsCollection: string; isLocalized: boolean }): Field {
  return {
    name: 'meta',
    type: 'group',
    label: label('seo'),
    fields: [
      {
        name: 'overview',
        type: 'ui',
        label: label('checks'),
        admin: { custom: { folioComponent: SEO_PARTS.overview } },
      },
      {
        name: 'title',
        type: 'text',
        label: label('metaTitle'),
        localized: options.isLocalized,
        custom: { folioKit: SEO_PARTS.title },
      },
      {
        name: 'description',
        type: 'textarea',
        label: label('metaDescription'),
        localized: options.isLocalized,
        admin: { rows: 3 },
        custom: { folioKit: SEO_PARTS.description },
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: options.uploadsCollection,
        label: label('metaImage'),
        custom: { folioKit: SEO_PARTS.image },
      },
      {
        name: 'preview',
        type: 'ui',
        label: label('searchResultPreview'),
        admin: { custom: { folioComponent: SEO_PARTS.preview } },
      },
    ],
  }
}
