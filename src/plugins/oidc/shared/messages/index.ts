import { catalog } from '../../../../shared/catalog'
import { oidcMessagesEn } from './en'

/**
 * The server's answers of a sign-in with an identity provider (docs/behaviour.md §8, English
 * verbatim where the spec names it), in the request's language. They reach the person as the
 * sign-in screen's `errorMessage`.
 */
export const oidcMessages = catalog(
  oidcMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
