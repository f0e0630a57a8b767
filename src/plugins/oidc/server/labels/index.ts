import { catalog, labelIn } from '../../../../shared/catalog'
import { oidcLabelsEn } from './en'

/** The plugin's labels (collections, fields, options) in every language, as Payload takes them. */
const oidcLabels = catalog(
  oidcLabelsEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

/** One of the plugin's labels in every language: `{ en: …, de: …, fr: … }`. */
export const label = (key: keyof typeof oidcLabelsEn) => labelIn(oidcLabels, key)
