import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { SEO_PARTS, SEO_SLUG } from '../shared'

/**
 * SEO fields (the server half adds the `meta` group): the title and description with their
 * length meters, the image with its badge, each with a generate button where the server has a
 * generator; the checks overview and the search-result preview as UI fields.
 */
export const seoAdmin: AdminPlugin = {
  slug: SEO_SLUG,
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  fieldKits: {
    [SEO_PARTS.title]: { input: () => import('./MetaTitleInput') },
    [SEO_PARTS.description]: { input: () => import('./MetaDescriptionInput') },
    [SEO_PARTS.image]: { input: () => import('./MetaImageInput') },
  },
  uiFields: {
    [SEO_PARTS.overview]: { form: () => import('./ChecksOverview') },
    [SEO_PARTS.preview]: { form: () => import('./SearchPreview') },
  },
}
