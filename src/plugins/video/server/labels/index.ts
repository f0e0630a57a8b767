import { catalog, labelIn } from '../../../../shared/catalog'
import { videoLabelsEn } from './en'

/** The plugin's labels (collections, fields, options) in every language, as Payload takes them. */
const videoLabels = catalog(
  videoLabelsEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

/** One of the plugin's labels in every language: `{ en: …, de: …, fr: … }`. */
export const label = (key: keyof typeof videoLabelsEn) => labelIn(videoLabels, key)
