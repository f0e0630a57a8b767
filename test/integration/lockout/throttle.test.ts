import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_SLUG } from '../../../src/plugins/email/shared'
import { waitForOutbox } from '../../harness/outbox'
import { ApiClient } from '../../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import { INCORRECT, WRONG, addUser, signUpAdmin } from './helpers'

const TOO_MANY = 'Too many requests. Please wait 15 minutes, then try again.'
const TOO_MANY_DE = 'Zu viele Anfragen. Bitte warte 15 Minuten und versuche es dann erneut.'
const INVALID_TOKEN = 'Token is either invalid or has expired.'
const INVALID_LINK = 'Invitation link is invalid or expired.'
const LIMITS = { forgotAddress: 10, forgotEmail: 3, forgotOverall: 20, links: 5, loginAccount: 3 }

const THROTTLE_ENV = {
  FOLIO_TRUST_PROXY: 'true',
  FOLIO_LOGIN_DELAY_MS: '0',
  FOLIO_LOGIN_ACCOUNT_LIMIT: String(LIMITS.loginAccount),
  FOLIO_FORGOT_ADDRESS_LIMIT: String(LIMITS.forgotAddress),
  FOLIO_FORGOT_EMAIL_LIMIT: String(LIMITS.forgotEmail),
  FOLIO_FORGOT_GLOBAL_LIMIT: String(LIMITS.forgotOverall),
  FOLIO_LINK_ADDRESS_LIMIT: String(LIMITS.links),
}

/** A 429 that says how long to wait: `Retry-After` in seconds, at most the 15-minute window. */
function expectRetryAfter(res: { status: number; headers: Headers }): void {
  expect(res.status).toBe(429)
  const seconds = Number(res.headers.get('retry-after'))
  expect(
    Number.isInteger(seconds) && seconds > 0 && seconds <= 900,
    `Retry-After: ${res.headers.get('retry-after')}`,
  ).toBe(true)
}

describe.each(databases)('throttle of the unauthenticated auth endpoints (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  // Each case comes from its own client addresses (X-Forwarded-For, trusted here). Together the
  // cases stay under the overall forgot-password cap (10 + 2 × 3 + 1 of 20), which has its own server.
  const from = (address: string) => ({
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      new ApiClient(folio.url).request('POST', path, body, {
        'X-Forwarded-For': address,
        ...headers,
      }),
    get: (path: string) =>
      new ApiClient(folio.url).request('GET', path, undefined, { 'X-Forwarded-For': address }),
  })
  const outboxCount = async () =>
    (await admin.get(`/${OUTBOX_SLUG}?limit=1`)).body.totalDocs as number

  beforeAll(async () => {
    folio = await startFolio({ database, env: THROTTLE_ENV })
    admin = await signUpAdmin(folio)
    for (let i = 1; i <= 13; i++) await addUser(admin, `user${i}@example.com`)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses forgot-password for 25 different emails from one address after the limit, with Retry-After, alike for addresses with and without an account', async () => {
    const before = await outboxCount()
    const answers = []
    // Odd ones have an account, even ones do not.
    for (let i = 1; i <= 25; i++)
      answers.push(
        await from('198.51.100.1').post('/users/forgot-password', {
          email: i % 2 ? `user${(i + 1) / 2}@example.com` : `nobody${i}@example.com`,
        }),
      )
    expect(answers.slice(0, LIMITS.forgotAddress).map((a) => a.status)).toEqual(
      Array(LIMITS.forgotAddress).fill(200),
    )
    for (const refused of answers.slice(LIMITS.forgotAddress)) {
      expectRetryAfter(refused)
      expect(refused.body.errors[0].message).toBe(TOO_MANY)
    }
    // Only the accounts among the first ten got an email (written once each request is answered).
    await expect.poll(async () => (await outboxCount()) - before).toBe(LIMITS.forgotAddress / 2)
    const german = await from('198.51.100.1').post(
      '/users/forgot-password',
      { email: 'user1@example.com' },
      { 'Accept-Language': 'de' },
    )
    expect([german.status, german.body.errors[0].message]).toEqual([429, TOO_MANY_DE])
  })

  it('refuses forgot-password for one email asked for too often, from any address, whether or not it has an account', async () => {
    for (const email of ['user12@example.com', 'nobody-at-all@example.com']) {
      for (let i = 1; i <= LIMITS.forgotEmail; i++)
        expect(
          (await from(`198.51.100.${10 + i}`).post('/users/forgot-password', { email })).status,
        ).toBe(200)
      expectRetryAfter(
        await from('198.51.100.20').post('/users/forgot-password', { email: email.toUpperCase() }),
      )
    }
  })

  it('throttles reset-token guessing per client address, with Retry-After; a good token still works from elsewhere', async () => {
    for (let i = 1; i <= LIMITS.links; i++) {
      const res = await from('198.51.100.30').post('/users/reset-password', {
        token: `${i}`.padStart(40, '0'),
        password: 'Guessed-reset-pass-1',
      })
      expect([res.status, res.body.errors[0].message], `guess ${i}`).toEqual([403, INVALID_TOKEN])
    }
    expect(
      (await from('198.51.100.31').post('/users/forgot-password', { email: 'user13@example.com' }))
        .status,
    ).toBe(200)
    const [mail] = await waitForOutbox(admin, 'user13@example.com')
    const token = /reset\?token=([0-9a-f]{40})/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(token).not.toBe('')
    const refused = await from('198.51.100.30').post('/users/reset-password', {
      token,
      password: 'Guessed-reset-pass-1',
    })
    expectRetryAfter(refused)
    expect(refused.body.errors[0].message).toBe(TOO_MANY)
    expect(
      (
        await from('198.51.100.32').post('/users/reset-password', {
          token,
          password: 'Chosen-reset-pass-2',
        })
      ).status,
    ).toBe(200)
  })

  it('throttles wrong invitation links per client address with Retry-After, together with wrong reset tokens', async () => {
    for (let i = 1; i <= LIMITS.links - 1; i++) {
      const res = await from('198.51.100.40').get(`/users/invitation?token=wrong-${i}`)
      expect([res.status, res.body.errors[0].message]).toEqual([403, INVALID_LINK])
    }
    expect(
      (
        await from('198.51.100.40').post('/users/reset-password', {
          token: 'f'.repeat(40),
          password: 'Guessed-reset-pass-1',
        })
      ).status,
    ).toBe(403)
    expectRetryAfter(await from('198.51.100.40').get('/users/invitation?token=wrong-6'))
    expectRetryAfter(
      await from('198.51.100.40').post('/users/accept-invitation', {
        token: 'wrong-7',
        password: 'Guessed-accept-pass-1',
      }),
    )
  })

  it('answers a refused sign-in with Retry-After', async () => {
    for (let i = 1; i <= LIMITS.loginAccount; i++) {
      const res = await from('198.51.100.50').post('/users/login', {
        email: 'user2@example.com',
        password: WRONG,
      })
      expect([res.status, res.body.errors[0].message]).toEqual([401, INCORRECT])
    }
    expectRetryAfter(
      await from('198.51.100.51').post('/users/login', {
        email: 'user2@example.com',
        password: WRONG,
      }),
    )
    // The sign-in form the browser posts itself (before the page's script runs) says it too.
    const form = await fetch(`${folio.adminURL}/login`, {
      method: 'POST',
      headers: {
        Origin: new URL(folio.url).origin,
        'X-Forwarded-For': '198.51.100.52',
        'Accept-Language': 'en',
      },
      body: new URLSearchParams({ email: 'user2@example.com', password: WRONG }),
      redirect: 'manual',
    })
    expect(await form.text()).toContain('wait 15 minutes')
    expectRetryAfter(form)
  })
})

describe.each(databases)('overall cap of forgot-password (%s)', (database) => {
  // A server of its own: every forgot-password request anywhere counts towards this cap.
  let folio: RunningFolio
  beforeAll(async () => {
    folio = await startFolio({ database, env: THROTTLE_ENV })
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses forgot-password for everyone once the overall cap is reached', async () => {
    const from = (address: string, email: string) =>
      new ApiClient(folio.url).request(
        'POST',
        '/users/forgot-password',
        { email },
        { 'X-Forwarded-For': address },
      )
    for (let i = 1; i <= LIMITS.forgotOverall; i++)
      expect((await from(`203.0.113.${i}`, `spread${i}@example.com`)).status).toBe(200)
    expectRetryAfter(await from('203.0.113.200', 'someone-else@example.com'))
  })
})
