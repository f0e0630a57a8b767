import type { EmailAdapter, Payload } from 'payload'
import { OUTBOX_SLUG } from '../shared'
import { extractLinks } from './links'
import { maskTokens } from './mask-tokens'
import { toStoredMessage, type StoredMessage } from './message'
import type { Sender } from './sender'

export interface OutboxOptions {
  /** Store messages with their link tokens readable (tests, demos); otherwise tokens are `[hidden]`. */
  shouldKeepLinks: boolean
  /** Print each message's full links to the log (development only). */
  shouldLogLinks: boolean
  /** Production: warn loudly at start that email is not sent (and that links are kept, if so). */
  isProduction: boolean
}

function masked(message: StoredMessage): StoredMessage {
  return {
    to: message.to,
    subject: maskTokens(message.subject),
    text: maskTokens(message.text),
    html: message.html === undefined ? undefined : maskTokens(message.html),
  }
}

/** The subject and the full links, for the development log only. */
function developmentDetail(message: StoredMessage): string {
  const links = extractLinks(message.text, message.html)
  return `"${message.subject}"` + (links.length ? ` links: ${links.join(' ')}` : ' (no links)')
}

function warnAtStart(payload: Payload, options: OutboxOptions): void {
  if (!options.isProduction) return
  payload.logger.warn(
    'WARNING: email is NOT sent: SMTP_URL is not set, so every message (password resets, invitations, lock notices) only goes to the outbox collection. Set SMTP_URL in production.',
  )
  if (options.shouldKeepLinks) {
    payload.logger.warn(
      'WARNING: FOLIO_OUTBOX_KEEP_LINKS=true: the outbox keeps working reset and invitation links, so every administrator can take over any account with a pending reset. Use it only for tests and demos.',
    )
  }
}

/**
 * The embedded default without `SMTP_URL`: nothing leaves the machine. Each message is stored in
 * the outbox collection with its link tokens hidden (unless `shouldKeepLinks`), and the log names
 * its id and recipient (its links too in development), so a developer can follow a reset or
 * invitation without a mail server while a production log and the stored rows hold no token.
 */
export function outboxAdapter(
  sender: Sender,
  options: OutboxOptions,
): EmailAdapter<{ id: string | number }> {
  return ({ payload }) => {
    warnAtStart(payload, options)
    return {
      name: 'folio-outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (sendOptions) => {
        const message = toStoredMessage(sendOptions)
        const doc = await payload.create({
          collection: OUTBOX_SLUG,
          data: {
            ...(options.shouldKeepLinks ? message : masked(message)),
            sentAt: new Date().toISOString(),
          },
          overrideAccess: true,
        })
        payload.logger.info(
          `outbox: message ${doc.id} to ${message.to}` +
            (options.shouldLogLinks ? ` ${developmentDetail(message)}` : ''),
        )
        return { id: doc.id }
      },
    }
  }
}
