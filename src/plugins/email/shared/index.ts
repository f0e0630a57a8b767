/** The collection that keeps every message when no SMTP server is configured (`SMTP_URL` unset). */
export const OUTBOX_SLUG = 'folio-outbox'

/** The languages Folio writes email in (the email plugin's translations). */
export const EMAIL_LANGUAGES = ['en', 'de'] as const
