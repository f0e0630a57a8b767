import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { outboxAdapter, type OutboxOptions } from './outbox-adapter'

const TOKEN = '0123456789abcdef0123456789abcdef01234567'
const LINK = `http://h.test/admin/reset?token=${TOKEN}`

/** The adapter on a stand-in Payload that records what is stored and logged. */
async function send(options: OutboxOptions) {
  const stored: Array<Record<string, unknown>> = []
  const info: string[] = []
  const warn: string[] = []
  const payload = {
    create: async ({ data }: { data: Record<string, unknown> }) => (stored.push(data), { id: 7 }),
    logger: { info: (m: string) => info.push(m), warn: (m: string) => warn.push(m) },
  } as unknown as Payload
  const adapter = outboxAdapter({ name: 'Folio', address: 'folio@localhost' }, options)({ payload })
  await adapter.sendEmail({
    to: 'ada@example.com',
    subject: 'Reset your password',
    html: `<p><a href="${LINK}">${LINK}</a></p>`,
  })
  return { stored: stored[0]!, info, warn }
}

describe('outboxAdapter', () => {
  it('in production stores the message with its token hidden and logs only the id and recipient', async () => {
    const { stored, info, warn } = await send({
      shouldKeepLinks: false,
      shouldLogLinks: false,
      isProduction: true,
    })
    expect(JSON.stringify(stored)).not.toContain(TOKEN)
    expect(stored.text).toBe('http://h.test/admin/reset?token=[hidden]')
    expect(info).toEqual(['outbox: message 7 to ada@example.com'])
    expect(warn).toHaveLength(1)
    expect(warn[0]).toMatch(/^WARNING: email is NOT sent/)
  })

  it('in development prints the subject and the full links, and warns about nothing', async () => {
    const { info, warn } = await send({
      shouldKeepLinks: false,
      shouldLogLinks: true,
      isProduction: false,
    })
    expect(info).toEqual([
      `outbox: message 7 to ada@example.com "Reset your password" links: ${LINK}`,
    ])
    expect(warn).toEqual([])
  })

  it('keeps working links when asked to, and warns about that in production', async () => {
    const { stored, warn } = await send({
      shouldKeepLinks: true,
      shouldLogLinks: false,
      isProduction: true,
    })
    expect(stored.text).toBe(LINK)
    expect(warn[1]).toMatch(/^WARNING: FOLIO_OUTBOX_KEEP_LINKS=true/)
  })
})
