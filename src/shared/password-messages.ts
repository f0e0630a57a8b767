import { passwordMessagesDe } from './password-messages-de'
import { passwordMessagesEn } from './password-messages-en'

/** Where the plugin puts the resolved policy on an auth collection, for the client config. */
export const POLICY_CUSTOM_KEY = 'folioPasswordPolicy'

/**
 * The plugin's two messages (docs/behaviour.md §5), Folio keys `folio:passwordInvalid` and
 * `folio:passwordRequired`: the admin's Folio strings include them, the server registers them in
 * Payload's i18n. Written once, a file per language, so that a language's admin strings take only
 * their own.
 */
export const passwordMessages = {
  en: passwordMessagesEn,
  de: passwordMessagesDe,
} as const satisfies Record<'en' | 'de', Record<'passwordInvalid' | 'passwordRequired', string>>
