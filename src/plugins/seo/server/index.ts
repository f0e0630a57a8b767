import type { CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'
import { withPublicSettings } from '../../../server/kit/public-settings'
import { GENERATOR_KINDS, SEO_SLUG, type SeoSettings } from '../shared'
import { generateEndpoints } from './generate-endpoints'
import { metaGroup } from './meta-fields'
import { seoTranslations } from './messages'
import type { Generators, SeoPluginOptions } from './options'
import { folioPlugin } from '../../../server/kit/folio-plugin'

/**
 * SEO fields as the `seo` plugin: a `meta` group (title, description, image, overview and search
 * preview) on the collections and globals named in its options, and the generate endpoints of the
 * generators it is given. The admin half (`../admin`) shows the meters, the preview and a button
 * for each generator, which the client config names (`plugins.seo.generators`).
 */
export const seoPlugin = (options: SeoPluginOptions): Plugin =>
  folioPlugin({ name: 'seo' }, (config: Config): Config => {
    const generators: Generators = {
      title: options.generateTitle,
      description: options.generateDescription,
      url: options.generateURL,
      image: options.generateImage,
    }
    const settings: SeoSettings = { generators: GENERATOR_KINDS.filter((k) => generators[k]) }
    const collections = new Set(options.collections ?? [])
    const globals = new Set(options.globals ?? [])
    const group = metaGroup({
      uploadsCollection: options.uploadsCollection,
      isLocalized: Boolean(config.localization),
    })
    const withMeta = <T extends CollectionConfig | GlobalConfig>(entity: T): T =>
      withPublicSettings({ ...entity, fields: [...entity.fields, group] }, SEO_SLUG, settings)
    for (const slug of collections)
      if (!config.collections?.some((c) => c.slug === slug))
        throw new Error(`The seo plugin names the collection '${slug}', which the config lacks.`)
    for (const slug of globals)
      if (!config.globals?.some((g) => g.slug === slug))
        throw new Error(`The seo plugin names the global '${slug}', which the config lacks.`)
    return {
      ...config,
      collections: config.collections?.map((c) => (collections.has(c.slug) ? withMeta(c) : c)),
      globals: config.globals?.map((g) => (globals.has(g.slug) ? withMeta(g) : g)),
      endpoints: [
        ...(config.endpoints ?? []),
        ...generateEndpoints(generators, { collections, globals }),
      ],
      i18n: { ...config.i18n, translations: seoTranslations(config.i18n) },
    }
  })

export type { Generator, GeneratorArgs, SeoPluginOptions } from './options'
