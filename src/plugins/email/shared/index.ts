/** The collection that keeps every message when no SMTP server is configured (`SMTP_URL` unset). */
export const OUTBOX_SLUG = 'folio-outbox'
