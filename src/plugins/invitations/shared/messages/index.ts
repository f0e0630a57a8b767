import { catalog } from '../../../../shared/catalog'
import { invitationMessagesEn } from './en'

/**
 * The plugin's server messages (docs/behaviour.md §8 'Translated messages'), Folio keys `folio:…`: the server
 * registers them in Payload's i18n, the admin's Folio strings include them. Written once, here.
 */
export const invitationMessages = catalog(
  invitationMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
