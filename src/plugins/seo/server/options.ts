import type { PayloadRequest } from 'payload'
import type { GeneratorKind } from '../shared'

/** What a generator is given: the document as the form holds it now, and where it is. */
export interface GeneratorArgs {
  doc: Record<string, unknown>
  collectionSlug?: string
  globalSlug?: string
  id?: string | number
  locale?: string
  /** The document's title as the admin shows it. */
  title?: string
  req: PayloadRequest
}

/** A generator answers a text (title, description, URL) or an upload's id (image); nothing when it has none. */
export type Generator = (
  args: GeneratorArgs,
) => string | number | null | undefined | Promise<string | number | null | undefined>

export type Generators = Partial<Record<GeneratorKind, Generator>>

export interface SeoPluginOptions {
  /** The collections that get the `meta` group. */
  collections?: string[]
  /** The globals that get the `meta` group. */
  globals?: string[]
  /** The upload collection meta.image refers to. */
  uploadsCollection: string
  generateTitle?: Generator
  generateDescription?: Generator
  generateURL?: Generator
  generateImage?: Generator
}
