import type { EmailAdapter } from 'payload'

/**
 * The embedded default until SMTP delivery and the stored outbox land: messages are written to
 * the server log (recipient, subject and text) so links in them can be followed on a fresh machine.
 */
export const logOutbox: EmailAdapter = ({ payload }) => ({
  name: 'folio-log-outbox',
  defaultFromAddress: 'folio@localhost',
  defaultFromName: 'Folio',
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.join(', ') : String(message.to ?? '')
    payload.logger.info({ msg: `outbox: to=${to} subject=${String(message.subject ?? '')}`, text: message.text })
    return { accepted: [to] }
  },
})
