import { catalog } from '../../../../shared/catalog'
import { paletteMessagesEn } from './en'

/** The plugin's server messages (docs/behaviour.md §8), Folio keys `folio:…`; the admin's strings include them. */
export const paletteMessages = catalog(
  paletteMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
