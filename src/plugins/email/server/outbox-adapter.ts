import type { EmailAdapter } from 'payload'
import { OUTBOX_SLUG } from '../shared'
import { extractLinks } from './links'
import { toStoredMessage } from './message'
import type { Sender } from './sender'

/**
 * The embedded default without `SMTP_URL`: nothing leaves the machine. Each message is stored in
 * the outbox collection and its links are written to the server log, so forgot-password and
 * invitations work on a fresh machine.
 */
export function outboxAdapter(sender: Sender): EmailAdapter<{ id: string | number }> {
  return ({ payload }) => ({
    name: 'folio-outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (options) => {
      const message = toStoredMessage(options)
      const doc = await payload.create({
        collection: OUTBOX_SLUG,
        data: { ...message, sentAt: new Date().toISOString() },
        overrideAccess: true,
      })
      const links = extractLinks(message.text, message.html)
      payload.logger.info(`outbox: "${message.subject}" to ${message.to}` + (links.length ? ` links: ${links.join(' ')}` : ' (no links)'))
      return { id: doc.id }
    },
  })
}
