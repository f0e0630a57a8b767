import type { Config, Plugin } from 'payload'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { PALETTE_SLUG } from '../shared'
import { paletteSearchEndpoint } from './search-endpoint'
import { paletteTranslations } from './translations'

/**
 * The command palette's server half (docs/behaviour.md §22): `GET {api}/folio/palette/search`,
 * the titles of documents across the collections the signed-in user may read.
 */
export const commandPalettePlugin = (): Plugin =>
  folioPlugin({ name: PALETTE_SLUG }, (config: Config): Config => ({
    ...config,
    endpoints: [...(config.endpoints ?? []), paletteSearchEndpoint],
    i18n: { ...config.i18n, translations: paletteTranslations(config.i18n) },
  }))
