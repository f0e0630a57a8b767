import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { outboxMessages, waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { setUserColumn, userColumn } from '../harness/user-row'

const PASSWORD = 'Start-pass-2026'
const NEW_PASSWORD = 'Fresh-reset-pass-77'
const INVALID_EN = 'Password does not meet requirements.'
const INVALID_DE = 'Das Passwort erfüllt die Anforderungen nicht.'
/** Payload allows one forgot-password email per user every 15 s. */
const REQUEST_INTERVAL_MS = 15_500

describe.each(databases)('forgot, reset and change password (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const ids: Record<string, number | string> = {}

  /** Requests a reset for `email` and returns the token of the newest outbox message to it. */
  async function requestToken(email: string): Promise<string> {
    const before = (await outboxMessages(admin, email)).length
    expect((await new ApiClient(folio.url).post('/users/forgot-password', { email })).status).toBe(
      200,
    )
    const [newest] = await waitForOutbox(admin, email, before + 1)
    const match = /\/admin\/reset\?token=([0-9a-f]{40})/.exec(newest?.text ?? '')
    expect(match, JSON.stringify(newest)).not.toBeNull()
    return match![1]!
  }

  const reset = (token: string, password = NEW_PASSWORD) =>
    new ApiClient(folio.url).post('/users/reset-password', { token, password })

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    expect(
      (
        await admin.post('/users/first-register', {
          email: 'admin@example.com',
          password: PASSWORD,
        })
      ).status,
    ).toBe(200)
    expect((await admin.login('admin@example.com', PASSWORD)).status).toBe(200)
    for (const name of [
      'single',
      'expiry',
      'replace',
      'sessions',
      'locked',
      'adminlocked',
      'change',
      'patch',
    ]) {
      const res = await admin.post('/users', {
        email: `${name}@example.com`,
        password: PASSWORD,
        role: 'editor',
      })
      expect(res.status).toBe(201)
      ids[name] = res.body.doc.id
    }
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('stores a reset token only as a hash, never returns it over REST, and uses it once', async () => {
    const token = await requestToken('single@example.com')
    const stored = (await userColumn(folio, 'single@example.com', 'reset_password_token')) as
      string | null
    expect(stored).toBeTruthy()
    expect(stored).not.toContain(token)
    const read = await admin.get(`/users/${ids.single}`)
    expect(read.body).not.toHaveProperty('resetPasswordToken')
    // The stored hash itself is not a token, nor is a token with one character changed.
    expect((await reset(stored!)).status).toBe(403)
    const tampered = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0')
    expect((await reset(tampered)).status).toBe(403)
    expect((await reset(token)).status).toBe(200)
    expect((await reset(token, 'Another-reset-pass-88')).status).toBe(403)
    expect((await new ApiClient(folio.url).login('single@example.com', NEW_PASSWORD)).status).toBe(
      200,
    )
  })

  it('refuses an expired token', async () => {
    const token = await requestToken('expiry@example.com')
    // Age the token: move its expiry into the past, as an hour passing would.
    await expireToken(folio, 'expiry@example.com')
    const res = await reset(token)
    expect(res.status).toBe(403)
    expect(res.body.errors[0].message).toBe('Token is either invalid or has expired.')
  })

  it('a new request replaces the older token', async () => {
    const first = await requestToken('replace@example.com')
    await new Promise((resolve) => setTimeout(resolve, REQUEST_INTERVAL_MS))
    const second = await requestToken('replace@example.com')
    expect(second).not.toBe(first)
    expect((await reset(first)).status).toBe(403)
    expect((await reset(second)).status).toBe(200)
  }, 40_000)

  it("a reset ends the user's other sessions", async () => {
    const elsewhere = new ApiClient(folio.url)
    expect((await elsewhere.login('sessions@example.com', PASSWORD)).status).toBe(200)
    expect((await elsewhere.get('/users/me')).body.user?.email).toBe('sessions@example.com')
    expect((await reset(await requestToken('sessions@example.com'))).status).toBe(200)
    expect((await elsewhere.get('/users/me')).body.user).toBeNull()
  })

  it('a reset does not let a locked account back in', async () => {
    const token = await requestToken('locked@example.com')
    for (let i = 0; i < 5; i++)
      await new ApiClient(folio.url).login('locked@example.com', 'Wrong-pass-000')
    const res = await reset(token)
    expect(res.status).toBe(403)
    expect(res.body.errors[0].message).toBe('This account is locked.')
    expect((await new ApiClient(folio.url).login('locked@example.com', NEW_PASSWORD)).status).toBe(
      401,
    )
  })

  it('a reset does not let an account an admin locked back in', async () => {
    const token = await requestToken('adminlocked@example.com')
    expect((await admin.post(`/users/${ids.adminlocked}/lock`, {})).status).toBe(200)
    const res = await reset(token)
    expect(res.status).toBe(403)
    expect(res.body.errors[0].message).toBe('This account is locked.')
    expect(
      (await new ApiClient(folio.url).login('adminlocked@example.com', NEW_PASSWORD)).status,
    ).toBe(401)
  })

  it('change-password: 401 without a session or with a wrong current password (a failed attempt), 400 for a weak one, 200', async () => {
    expect(
      (
        await new ApiClient(folio.url).post('/users/change-password', {
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(401)
    const user = new ApiClient(folio.url)
    const other = new ApiClient(folio.url)
    expect((await user.login('change@example.com', PASSWORD)).status).toBe(200)
    expect((await other.login('change@example.com', PASSWORD)).status).toBe(200)

    const wrong = await user.post('/users/change-password', {
      currentPassword: 'Not-the-pass-1',
      password: NEW_PASSWORD,
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.errors[0].message).toBe('The current password is incorrect.')
    expect(Number(await userColumn(folio, 'change@example.com', 'login_attempts'))).toBe(1)

    const weak = await user.request(
      'POST',
      '/users/change-password',
      { currentPassword: PASSWORD, password: 'kurz' },
      { 'Accept-Language': 'de' },
    )
    expect(weak.status).toBe(400)
    expect(weak.body.errors[0].data.errors[0].message).toBe(INVALID_DE)
    const weakEn = await user.post('/users/change-password', {
      currentPassword: PASSWORD,
      password: 'password1234',
    })
    expect(weakEn.body.errors[0].data.errors[0].message).toBe(INVALID_EN)

    const ok = await user.post('/users/change-password', {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.message).toBe('Updated successfully.')
    // The caller stays signed in; the other session ends; the new password signs in.
    expect((await user.get('/users/me')).body.user?.email).toBe('change@example.com')
    expect((await other.get('/users/me')).body.user).toBeNull()
    expect((await new ApiClient(folio.url).login('change@example.com', NEW_PASSWORD)).status).toBe(
      200,
    )
  })

  it("refuses a plain PATCH of one's own password, and by default an admin's of another user's", async () => {
    const user = new ApiClient(folio.url)
    expect((await user.login('patch@example.com', PASSWORD)).status).toBe(200)
    expect((await user.patch(`/users/${ids.patch}`, { password: NEW_PASSWORD })).status).toBe(403)
    expect((await user.patch(`/users/${ids.patch}`, { name: 'Pat' })).status).toBe(200)
    expect((await new ApiClient(folio.url).login('patch@example.com', NEW_PASSWORD)).status).toBe(
      401,
    )
    expect((await admin.patch(`/users/${ids.patch}`, { password: NEW_PASSWORD })).status).toBe(403)
    expect((await new ApiClient(folio.url).login('patch@example.com', NEW_PASSWORD)).status).toBe(
      401,
    )
  })
})

/** Moves the user's reset expiry an hour into the past. */
async function expireToken(folio: RunningFolio, email: string): Promise<void> {
  await setUserColumn(
    folio,
    email,
    'reset_password_expiration',
    new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  )
}
