import { catalog } from '../../../../shared/catalog'
import { lockEmailEn } from './en'

/** The texts of this plugin's emails; `{name}` is filled in when rendered. */
export const lockEmailTexts = catalog(
  lockEmailEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
