import { catalog } from '../../../../shared/catalog'
import { totpMessagesEn } from './en'

/**
 * The server's answers of the two-factor sign-in (docs/behaviour.md §8, English verbatim where
 * the spec names them), in the request's language.
 */
export const totpMessages = catalog(
  totpMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
