import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { sessionRows, userColumn } from '../harness/user-row'

const EMAIL = 'owner@example.com'
const PASSWORD = 'Owner-pass-123'
const PLANTED_TOKEN = 'planted-reset-token-0123456789abcdef'
const past = () => new Date(Date.now() - 60_000).toISOString()
const future = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()

describe.each(databases)('first-register takes only what a client may set (%s)', (database) => {
  // Each case registers the first user of a Folio of its own.
  let folio: RunningFolio
  beforeEach(async () => {
    folio = await startFolio({ database })
  })
  afterEach(async () => {
    await folio?.stop()
  })

  it('ignores internal auth, lock and invitation fields planted in the body', async () => {
    const res = await new ApiClient(folio.url).post('/users/first-register', {
      email: EMAIL,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      name: 'Owner',
      role: 'viewer',
      resetPasswordToken: PLANTED_TOKEN,
      resetPasswordExpiration: future(),
      loginAttempts: 4,
      lockUntil: past(),
      lockedByAdmin: true,
      invitationStatus: 'pending',
      invitation: { tokenHash: 'planted-hash', expiresAt: future(), language: 'de' },
      sessions: [
        { id: 'planted-session', createdAt: new Date().toISOString(), expiresAt: future() },
      ],
      salt: 'planted-salt',
      hash: 'planted-hash',
    })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      email: EMAIL,
      name: 'Owner',
      role: 'admin',
      provider: 'local',
    })
    expect(await userColumn(folio, EMAIL, 'reset_password_token')).toBeNull()
    expect(await userColumn(folio, EMAIL, 'reset_password_expiration')).toBeNull()
    expect(await userColumn(folio, EMAIL, 'lock_until')).toBeNull()
    expect(Number(await userColumn(folio, EMAIL, 'login_attempts'))).toBe(0)
    expect(Boolean(await userColumn(folio, EMAIL, 'locked_by_admin'))).toBe(false)
    expect(await userColumn(folio, EMAIL, 'invitation_status')).toBeNull()
    expect(await userColumn(folio, EMAIL, 'invitation_token_hash')).toBeNull()
    expect(await userColumn(folio, EMAIL, 'salt')).not.toBe('planted-salt')
    const owner = new ApiClient(folio.url)
    expect((await owner.login(EMAIL, PASSWORD)).status).toBe(200)
    // Sessions are never in an answer: read them from the database.
    const sessions = await sessionRows(folio, EMAIL)
    expect(sessions.length).toBeGreaterThan(0)
    expect(sessions.map((s) => s.id)).not.toContain('planted-session')
  })

  it('gives a planted reset token no power', async () => {
    const registered = await new ApiClient(folio.url).post('/users/first-register', {
      email: EMAIL,
      password: PASSWORD,
      resetPasswordToken: PLANTED_TOKEN,
      resetPasswordExpiration: future(),
    })
    expect(registered.status).toBe(200)
    const res = await new ApiClient(folio.url).post('/users/reset-password', {
      token: PLANTED_TOKEN,
      password: 'Taken-over-pass-99',
    })
    expect(res.status).not.toBe(200)
    expect((await new ApiClient(folio.url).login(EMAIL, 'Taken-over-pass-99')).status).toBe(401)
    expect((await new ApiClient(folio.url).login(EMAIL, PASSWORD)).status).toBe(200)
  })
})
