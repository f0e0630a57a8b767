import { catalog } from '../catalog'
import { passwordMessagesEn } from './en'

/** Where the plugin puts the resolved policy on an auth collection, for the client config. */
export const POLICY_CUSTOM_KEY = 'folioPasswordPolicy'

/**
 * The plugin's two messages (docs/behaviour.md §5), Folio keys `folio:passwordInvalid` and
 * `folio:passwordRequired`: the admin's Folio strings include them (`i18n/languages.ts`), the
 * server registers them in Payload's i18n. A catalog of its own, so that a language's admin
 * strings take only their own.
 */
export const passwordMessages = catalog(
  passwordMessagesEn,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)
