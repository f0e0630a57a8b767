import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const PASSWORD = 'Timing-pass-2026'
const NEW_PASSWORD = 'Timing-reset-pass-77'
const ROUNDS = 15

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(databases)(
  'forgot-password takes as long for an unknown address as for an account (%s)',
  (database) => {
    let folio: RunningFolio
    let admin: ApiClient

    /** One forgot-password request as a stranger sends it: its answer and how long it took (ms). */
    async function timedForgot(email: string): Promise<number> {
      const started = performance.now()
      const res = await new ApiClient(folio.url).post('/users/forgot-password', { email })
      const took = performance.now() - started
      expect([res.status, res.body]).toEqual([200, { message: 'Success' }])
      return took
    }

    /** The reset token of the newest outbox message to `email`, once it is there (the email follows the answer). */
    async function tokenFor(email: string): Promise<string> {
      const deadline = Date.now() + 10_000
      for (;;) {
        const { body } = await admin.get(
          `/${OUTBOX_SLUG}?where[to][equals]=${encodeURIComponent(email)}&sort=-sentAt&limit=1`,
        )
        const match = /\/admin\/reset\?token=([0-9a-f]{40})/.exec(body.docs[0]?.text ?? '')
        if (match) return match[1]!
        if (Date.now() > deadline) throw new Error(`no reset email to ${email} in the outbox`)
        await pause(50)
      }
    }

    beforeAll(async () => {
      folio = await startFolio({
        database,
        // Every request of this suite comes from one address and counts towards the overall cap.
        env: { FOLIO_FORGOT_ADDRESS_LIMIT: '1000', FOLIO_FORGOT_GLOBAL_LIMIT: '1000' },
      })
      admin = await signedInAdmin(folio)
      // Payload sends one reset email per account every 15 s: an account per known request.
      for (let i = 0; i < ROUNDS + 2; i++)
        expect(
          (
            await admin.post('/users', {
              email: `known-${i}@example.com`,
              password: PASSWORD,
              role: 'viewer',
            })
          ).status,
        ).toBe(201)
    })
    afterAll(async () => {
      await folio?.stop()
    })

    it('answers in the same time (median of 15 each, interleaved), and the account still gets a working reset link', async () => {
      // Warm-up: the first requests of each kind load code paths.
      for (const i of [ROUNDS, ROUNDS + 1]) {
        await timedForgot(`nobody-warm-${i}@example.com`)
        await timedForgot(`known-${i}@example.com`)
      }
      await pause(300)
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        // Alternating which comes first; a pause lets whatever a request left running finish.
        const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)
        for (const kind of order) {
          if (kind === 'known') known.push(await timedForgot(`known-${i}@example.com`))
          else unknown.push(await timedForgot(`nobody-${i}@example.com`))
          await pause(150)
        }
      }
      const ratio = median(known) / median(unknown)
      expect(
        ratio,
        `median known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`,
      ).toBeLessThan(1.5)

      const token = await tokenFor('known-0@example.com')
      const reset = await new ApiClient(folio.url).post('/users/reset-password', {
        token,
        password: NEW_PASSWORD,
      })
      expect(reset.status).toBe(200)
      expect(
        (await new ApiClient(folio.url).login('known-0@example.com', NEW_PASSWORD)).status,
      ).toBe(200)
      const toUnknown = await admin.get(`/${OUTBOX_SLUG}?where[to][like]=nobody&limit=1`)
      expect(toUnknown.body.totalDocs).toBe(0)
    })
  },
)
