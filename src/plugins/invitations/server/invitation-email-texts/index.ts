import { catalog } from '../../../../shared/catalog'
import { invitationEmailEn } from './en'

/** The texts of this plugin's emails; `{name}` is filled in when rendered. */
export const invitationEmailTexts = catalog(
  invitationEmailEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
