/** Where the plugin puts the resolved policy on an auth collection, for the client config. */
export const POLICY_CUSTOM_KEY = 'folioPasswordPolicy'

/**
 * The plugin's two messages (docs/behaviour.md §5), Folio keys `folio:passwordInvalid` and
 * `folio:passwordRequired`: the admin's Folio strings include them, the server registers them in
 * Payload's i18n. Written once, here.
 */
export const passwordMessages = {
  en: {
    passwordInvalid: 'Password does not meet requirements.',
    passwordRequired: 'Password is required.',
  },
  de: {
    passwordInvalid: 'Das Passwort erfüllt die Anforderungen nicht.',
    passwordRequired: 'Ein Passwort ist erforderlich.',
  },
} as const satisfies Record<'en' | 'de', Record<'passwordInvalid' | 'passwordRequired', string>>
