import { catalog, labelIn } from '../../../../shared/catalog'
import { versionLabelsEn } from './en'

/** The plugin's labels (collections, fields, options) in every language, as Payload takes them. */
const versionLabels = catalog(
  versionLabelsEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

/** One of the plugin's labels in every language: `{ en: …, de: …, fr: … }`. */
export const label = (key: keyof typeof versionLabelsEn) => labelIn(versionLabels, key)
