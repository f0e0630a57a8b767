import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import { INCORRECT, PASSWORD, WRONG, attempt, signUpAdmin } from './helpers'

const REFUSED = 'Too many failed sign-in attempts. Please wait 15 minutes, then try again.'
const DELAY_MS = 300

const LIMITS_ENV = {
  FOLIO_LOGIN_ACCOUNT_LIMIT: '5',
  FOLIO_LOGIN_ADDRESS_LIMIT: '12',
  FOLIO_LOGIN_DELAY_MS: String(DELAY_MS),
}

describe.each(databases)('sign-in rate limit (%s)', (database) => {
  let folio: RunningFolio

  beforeAll(async () => {
    // Per account: slowed after 3 failures, refused after 5; per address: refused after 12.
    folio = await startFolio({ database, env: LIMITS_ENV })
    await signUpAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('slows repeated failures for one account, then refuses them with a clear message, in German too', async () => {
    const times: number[] = []
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(folio, 'someone@example.com', WRONG)
      expect([res.status, res.message], `attempt ${i}`).toEqual([401, INCORRECT])
      times.push(res.ms)
    }
    expect(times[3]).toBeGreaterThanOrEqual(DELAY_MS)
    expect(times[4]).toBeGreaterThanOrEqual(2 * DELAY_MS)
    expect(await attempt(folio, 'someone@example.com', PASSWORD)).toMatchObject({
      status: 429,
      message: REFUSED,
    })
    expect(await attempt(folio, 'Someone@Example.com ', PASSWORD, 'de')).toMatchObject({
      status: 429,
      message:
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte 15 Minuten und versuche es dann erneut.',
    })
    // Another account from the same address is not slowed.
    const other = await attempt(folio, 'other@example.com', WRONG)
    expect([other.status, other.message]).toEqual([401, INCORRECT])
  })
})

describe.each(databases)('sign-in rate limit per client address (%s)', (database) => {
  // A server of its own: every failure from this machine's address counts here.
  let folio: RunningFolio
  beforeAll(async () => {
    folio = await startFolio({ database, env: { ...LIMITS_ENV, FOLIO_LOGIN_DELAY_MS: '0' } })
    await signUpAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses a client address after too many failures, even for the right password and a forged X-Forwarded-For', async () => {
    // 12 failures on different emails, from this one address.
    for (let i = 1; i <= 12; i++)
      expect((await attempt(folio, `spray${i}@example.com`, WRONG)).status, `spray ${i}`).toBe(401)
    expect(await attempt(folio, 'admin@example.com', PASSWORD)).toMatchObject({
      status: 429,
      message: REFUSED,
    })
    const forged = await fetch(`${folio.apiURL}/users/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.7',
        'X-Folio-Client-Address': '203.0.113.8',
      },
      body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
    })
    expect(forged.status).toBe(429)
  })
})
