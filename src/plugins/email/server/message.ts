import type { SendEmailOptions } from 'payload'
import { htmlToText } from './html-to-text'

/** A message as Folio stores and logs it: recipients and bodies as plain strings. */
export interface StoredMessage {
  to: string
  subject: string
  text: string
  html?: string
}

type Recipients = SendEmailOptions['to']
type Recipient = string | { name?: string; address: string }

function formatRecipient(recipient: Recipient): string {
  if (typeof recipient === 'string') return recipient
  return recipient.name ? `${recipient.name} <${recipient.address}>` : recipient.address
}

export function formatRecipients(to: Recipients): string {
  if (!to) return ''
  const list = (Array.isArray(to) ? to : [to]) as Recipient[]
  return list.map(formatRecipient).join(', ')
}

/** A body given as a string or a buffer; streams and files are not read. */
function bodyText(body: SendEmailOptions['html']): string | undefined {
  if (typeof body === 'string') return body
  if (Buffer.isBuffer(body)) return body.toString('utf8')
  return undefined
}

/** The text part is the message's own, or derived from its HTML when it has none. */
export function toStoredMessage(message: SendEmailOptions): StoredMessage {
  const html = bodyText(message.html)
  const text = bodyText(message.text) ?? (html ? htmlToText(html) : '')
  return { to: formatRecipients(message.to), subject: String(message.subject ?? ''), text, html }
}
