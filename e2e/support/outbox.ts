import { expect, type APIRequestContext } from '@playwright/test'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'

/**
 * The newest message to `to` in the outbox (read as the signed-in admin; no mail server in the
 * tests). Waited for: some emails (forgot password) are sent after the request is answered.
 */
export async function latestMessage(
  request: APIRequestContext,
  baseURL: string,
  to: string,
): Promise<{ subject: string; text: string }> {
  let doc: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `${baseURL}/api/${OUTBOX_SLUG}?where[to][equals]=${encodeURIComponent(to)}&sort=-sentAt&limit=1`,
          { headers: { Origin: new URL(baseURL).origin } },
        )
        doc = ((await res.json()) as { docs: Array<{ subject: string; text: string }> }).docs[0]
        return doc !== undefined
      },
      { message: `no message to ${to}` },
    )
    .toBe(true)
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
