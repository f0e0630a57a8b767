import type { SeoPluginOptions } from '../plugins/seo/server'
import { plainText } from '../shared/rich-text'
import { slugFromTitle } from '../shared/slug'

/** The public site the demo content is published on: where the search preview's addresses point. */
export const DEMO_SITE_URL = 'https://www.example.com'
const SITE_NAME = 'Folio'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The words of `value` that fit in `max` characters, cut at a word. */
function firstWords(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max + 1)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)).replace(/[\s,.;:–-]+$/, '')
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

/**
 * The demo's SEO: posts and pages, and the site settings (the home page's), with generators that
 * derive each value from the document as the editor has it: the title with the site's name (the
 * settings: the site's name and tagline), the excerpt or summary (else the text's first words, or
 * the tagline) as description, the address from the page's slug or the post's title (the
 * settings: the home page), and a post's hero image.
 */
export const demoSeo: SeoPluginOptions = {
  collections: ['posts', 'pages'],
  globals: ['settings'],
  uploadsCollection: 'media',
  generateTitle: ({ doc, globalSlug }) => {
    if (globalSlug) return [text(doc.siteName), text(doc.tagline)].filter(Boolean).join(' – ')
    return text(doc.title) ? `${text(doc.title)} | ${SITE_NAME}` : ''
  },
  generateDescription: ({ doc }) =>
    firstWords(
      text(doc.excerpt) ||
        text(doc.summary) ||
        plainText(doc.content ?? doc.body, 400) ||
        text(doc.tagline) ||
        text(doc.title),
      150,
    ),
  generateURL: ({ doc, collectionSlug, globalSlug, locale }) => {
    const language = locale ? `/${locale}` : ''
    if (globalSlug) return `${DEMO_SITE_URL}${language}/`
    const slug = text(doc.slug) || slugFromTitle(text(doc.title))
    return collectionSlug === 'pages'
      ? `${DEMO_SITE_URL}${language}/${slug}`
      : `${DEMO_SITE_URL}${language}/${collectionSlug ?? ''}/${slug}`
  },
  generateImage: ({ doc }) => {
    const id = idOf(doc.heroImage)
    return typeof id === 'string' || typeof id === 'number' ? id : null
  },
}
