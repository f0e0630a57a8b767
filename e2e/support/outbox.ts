import { expect, type APIRequestContext } from '@playwright/test'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'

/** The newest message to `to` in the outbox (read as the signed-in admin; no mail server in the tests). */
export async function latestMessage(
  request: APIRequestContext,
  baseURL: string,
  to: string,
): Promise<{ subject: string; text: string }> {
  const res = await request.get(
    `${baseURL}/api/${OUTBOX_SLUG}?where[to][equals]=${encodeURIComponent(to)}&sort=-sentAt&limit=1`,
    { headers: { Origin: new URL(baseURL).origin } },
  )
  const doc = ((await res.json()) as { docs: Array<{ subject: string; text: string }> }).docs[0]
  expect(doc, `no message to ${to}`).toBeTruthy()
  return doc!
}

/** The first link in the newest message to `to` that matches `pattern`. */
export async function latestLink(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  pattern: RegExp,
): Promise<string> {
  const { text } = await latestMessage(request, baseURL, to)
  const link = pattern.exec(text)?.[0]
  expect(link, text).toBeTruthy()
  return link!
}
