import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import type { ApiClient } from './api-client'

export interface OutboxMessage {
  id: string | number
  to: string
  subject: string
  text: string
  html: string
  sentAt: string
}

/** The outbox messages to `email` as an admin reads them, newest first. */
export async function outboxMessages(admin: ApiClient, email: string): Promise<OutboxMessage[]> {
  const res = await admin.get(
    `/${OUTBOX_SLUG}?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt&limit=100`,
  )
  if (res.status !== 200) throw new Error(`the outbox answered ${res.status}`)
  return res.body.docs
}

/**
 * The outbox messages to `email`, newest first, once there are at least `count`: forgot-password
 * answers first and writes its email after the answer, so a test waits for it (at most 10 s).
 */
export async function waitForOutbox(
  admin: ApiClient,
  email: string,
  count = 1,
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const messages = await outboxMessages(admin, email)
    if (messages.length >= count) return messages
    if (Date.now() > deadline)
      throw new Error(`${messages.length} of ${count} message(s) to ${email} in the outbox`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
