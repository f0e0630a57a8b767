import { catalog, labelIn } from '../../../../shared/catalog'
import { seoLabelsEn } from './en'

/** The plugin's labels (collections, fields, options) in every language, as Payload takes them. */
const seoLabels = catalog(
  seoLabelsEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

/** One of the plugin's labels in every language: `{ en: …, de: …, fr: … }`. */
export const label = (key: keyof typeof seoLabelsEn) => labelIn(seoLabels, key)
