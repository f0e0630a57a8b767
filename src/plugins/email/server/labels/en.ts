export const outboxLabelsEn = {
  outboxDescriptionWithLinks:
    'Email is not sent while no SMTP server is configured (SMTP_URL); every message is kept here instead, with working links (FOLIO_OUTBOX_KEEP_LINKS).',
  outboxDescriptionTokensHidden:
    'Email is not sent while no SMTP server is configured (SMTP_URL); every message is kept here instead, with the tokens of its links hidden.',
  message: 'Message',
  outbox: 'Outbox',
  to: 'To',
  subject: 'Subject',
  sent: 'Sent',
  text: 'Text',
  html: 'HTML',
} as const
