/** The plugin's slug: its strings (`seo:…`), its public settings (`plugins.seo`) and its parts. */
export const SEO_SLUG = 'seo'

/** What a generator makes: a title, a description, the page's address, an image (an upload's id). */
export const GENERATOR_KINDS = ['title', 'description', 'url', 'image'] as const
export type GeneratorKind = (typeof GENERATOR_KINDS)[number]

/** `POST {api}/plugin-seo/generate-<kind>`. */
export const generatePath = (kind: GeneratorKind) => `/plugin-seo/generate-${kind}`

/** The field kits and UI fields the server half names on the `meta` group's fields. */
export const SEO_PARTS = {
  title: 'seo:title',
  description: 'seo:description',
  image: 'seo:image',
  overview: 'seo:overview',
  preview: 'seo:preview',
} as const

/** Public settings of a collection or global with SEO fields (`plugins.seo` in the client config). */
export interface SeoSettings {
  /** The generators the plugin's options configure: only these get a button. */
  generators: GeneratorKind[]
}

declare module '../../../shared/client-config' {
  interface PluginSettings {
    seo: SeoSettings
  }
}

/**
 * The body of a generate call: the document as the form holds it, and where it is. Without `doc`,
 * a saved document (`id`) or a global is generated for as stored, read with the user's access.
 */
export interface GenerateBody {
  collectionSlug?: string
  globalSlug?: string
  id?: string | number
  /** The form's current data, nested as saved. */
  doc?: Record<string, unknown>
  /** The document as it was loaded. */
  initialData?: Record<string, unknown>
  locale?: string
  title?: string
  hasSavePermission?: boolean
  hasPublishPermission?: boolean
  docPermissions?: unknown
  initialState?: unknown
}

/** What generate-title, -description and -url answer (generate-image answers the id as plain text). */
export interface GenerateAnswer {
  result: string
}

/** A generated text longer than this is cut: no meta text needs more. */
export const MAX_GENERATED_LENGTH = 2000
