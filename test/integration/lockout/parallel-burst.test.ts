import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import {
  BLOCKED,
  INCORRECT,
  PASSWORD,
  WRONG,
  addUser,
  attempt,
  outboxFor,
  signUpAdmin,
} from './helpers'

const BURST = 50
const MAX_LOGIN_ATTEMPTS = 5

async function burst(folio: RunningFolio, email: string) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, () => attempt(folio, email, WRONG)),
  )
  return {
    incorrect: answers.filter((a) => a.status === 401 && a.message === INCORRECT).length,
    blocked: answers.filter((a) => a.status === 401 && a.message === BLOCKED).length,
  }
}

describe.each(databases)('lockout under parallel attempts (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let id: string | number

  beforeAll(async () => {
    // The rate limit off, so that only the lockout answers.
    folio = await startFolio({
      database,
      env: {
        FOLIO_LOGIN_DELAY_MS: '0',
        FOLIO_LOGIN_ACCOUNT_LIMIT: '1000',
        FOLIO_LOGIN_ADDRESS_LIMIT: '1000',
      },
    })
    admin = await signUpAdmin(folio)
    id = await addUser(admin, 'burst@example.com')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it(`checks at most ${MAX_LOGIN_ATTEMPTS} of ${BURST} parallel wrong passwords, locks the account and emails its owner once`, async () => {
    const { incorrect, blocked } = await burst(folio, 'burst@example.com')
    expect(incorrect + blocked).toBe(BURST)
    expect(incorrect).toBeGreaterThanOrEqual(1)
    expect(incorrect).toBeLessThanOrEqual(MAX_LOGIN_ATTEMPTS)
    expect((await admin.get(`/users/${id}/lock-state`)).body).toMatchObject({
      loginAttempts: MAX_LOGIN_ATTEMPTS,
      isLockedByAttempts: true,
    })
    expect(await attempt(folio, 'burst@example.com', PASSWORD)).toMatchObject({
      status: 401,
      message: BLOCKED,
    })
    expect(await outboxFor(admin, 'burst@example.com')).toHaveLength(1)
  })

  it('answers a burst on an email without an account the same way', async () => {
    const { incorrect, blocked } = await burst(folio, 'nobody@example.com')
    expect(incorrect + blocked).toBe(BURST)
    expect(incorrect).toBeGreaterThanOrEqual(1)
    expect(incorrect).toBeLessThanOrEqual(MAX_LOGIN_ATTEMPTS)
    expect(await attempt(folio, 'nobody@example.com', PASSWORD)).toMatchObject({
      status: 401,
      message: BLOCKED,
    })
  })
})
