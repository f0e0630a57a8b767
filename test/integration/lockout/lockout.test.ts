import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import {
  ADMIN_LOCKED,
  BLOCKED,
  INCORRECT,
  PASSWORD,
  WRONG,
  addUser,
  attempt,
  outboxFor,
  signUpAdmin,
  signedIn,
} from './helpers'

describe.each(databases)('lockout, admin lock and unlock (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    // No slowing here: the rate limit has its own suite.
    folio = await startFolio({ database, env: { FOLIO_LOGIN_DELAY_MS: '0' } })
    admin = await signUpAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  // Each case works on users of its own, so the cases do not depend on each other's locks.
  let users = 0
  async function newUser(role = 'viewer') {
    const email = `${role}-${++users}@example.com`
    return { email, id: await addUser(admin, email, role) }
  }
  async function newEditor() {
    const user = await newUser('editor')
    return { ...user, client: await signedIn(folio, user.email) }
  }
  /** A user locked by 5 failed attempts. */
  async function lockedByAttempts() {
    const user = await newUser()
    for (let i = 1; i <= 5; i++) await attempt(folio, user.email, WRONG)
    return user
  }

  it('locks after 5 failed attempts with the documented message, in German too, and emails the reason in the request language', async () => {
    const { email } = await newUser()
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(folio, email, WRONG, i === 5 ? 'de' : undefined)
      expect([res.status, res.message], `attempt ${i}`).toEqual([
        401,
        i === 5 ? 'Die E-Mail-Adresse oder das Passwort sind nicht korrekt.' : INCORRECT,
      ])
    }
    expect(await attempt(folio, email, PASSWORD)).toMatchObject({
      status: 401,
      message: BLOCKED,
    })
    expect(await attempt(folio, email, PASSWORD, 'de')).toMatchObject({
      status: 401,
      message: 'Die Anmeldung ist für diesen Benutzer vorübergehend gesperrt.',
    })
    const [mail, ...more] = await outboxFor(admin, email)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe('Ihr Konto ist gesperrt')
    expect(mail?.text).toContain('tooManyAttempts')
    expect(mail?.text).toContain('10 Minuten')
  })

  it('shows admins the failed attempts and the lock, nobody else', async () => {
    const { id } = await lockedByAttempts()
    const editor = await newEditor()
    const state = await admin.get(`/users/${id}/lock-state`)
    expect(state.body).toMatchObject({
      loginAttempts: 5,
      isLockedByAttempts: true,
      isLockedByAdmin: false,
      maxLoginAttempts: 5,
      lockTimeMs: 600_000,
      isSelf: false,
    })
    expect((await editor.client.get(`/users/${id}/lock-state`)).status).toBe(403)
    expect((await admin.get(`/users/${String(id)}x/lock-state`)).status).toBe(404)
  })

  it('lets only admins unlock, and nobody unlock themselves', async () => {
    const { email, id } = await lockedByAttempts()
    const editor = await newEditor()
    expect((await editor.client.post('/users/unlock', { email })).status).toBe(403)
    expect((await editor.client.post('/users/unlock', { email: editor.email })).status).toBe(403)
    expect((await admin.post('/users/unlock', { email: 'admin@example.com' })).status).toBe(403)
    expect((await admin.post('/users/unlock', { email })).status).toBe(200)
    expect((await admin.get(`/users/${id}/lock-state`)).body).toMatchObject({
      loginAttempts: 0,
      isLockedByAttempts: false,
    })
    expect((await attempt(folio, email, PASSWORD)).status).toBe(200)
  })

  it('answers an unknown email like a wrong password, with similar timing, and blocks it after as many failures', async () => {
    const { email: ghostlike } = await newUser()
    const ghost = `ghost-${users}@example.com`
    const known = await attempt(folio, ghostlike, WRONG)
    const unknown = await attempt(folio, ghost, WRONG)
    expect([unknown.status, unknown.message]).toEqual([known.status, known.message])
    expect(unknown.ms).toBeGreaterThan(known.ms * 0.4)
    for (let i = 2; i <= 5; i++)
      expect((await attempt(folio, ghost, WRONG)).message).toBe(INCORRECT)
    expect(await attempt(folio, ghost, PASSWORD)).toMatchObject({
      status: 401,
      message: BLOCKED,
    })
    expect(await outboxFor(admin, ghost)).toHaveLength(0)
  })

  it('locks by admin: sessions end at once, sign-in is refused with its own message, the email names the reason', async () => {
    const { email, id } = await newUser()
    const editor = await newEditor()
    const victim = await signedIn(folio, email)
    expect((await victim.get('/users/me')).body.user?.email).toBe(email)
    expect((await editor.client.post(`/users/${id}/lock`)).status).toBe(403)
    expect((await admin.post(`/users/${id}/lock`)).status).toBe(200)
    expect((await victim.get('/users/me')).body.user).toBeNull()
    expect(await attempt(folio, email, PASSWORD)).toMatchObject({
      status: 401,
      message: ADMIN_LOCKED,
    })
    expect(await attempt(folio, email, PASSWORD, 'de')).toMatchObject({
      status: 401,
      message: 'Dieses Konto ist gesperrt.',
    })
    expect(await attempt(folio, email, WRONG)).toMatchObject({
      status: 401,
      message: INCORRECT,
    })
    expect((await admin.get(`/users/${id}/lock-state`)).body).toMatchObject({
      isLockedByAdmin: true,
    })
    const [mail] = await outboxFor(admin, email)
    expect(mail?.subject).toBe('Your account is locked')
    expect(mail?.text).toContain('lockedByAdmin')
  })

  it('keeps the admin lock out of reach of PATCH, and force-unlock ends it', async () => {
    const bystander = await newUser()
    await admin.patch(`/users/${bystander.id}`, { lockedByAdmin: true })
    expect((await admin.get(`/users/${bystander.id}/lock-state`)).body.isLockedByAdmin).toBe(false)
    const editor = await newEditor()
    expect((await admin.post(`/users/${editor.id}/lock`)).status).toBe(200)
    expect((await editor.client.get('/users/me')).body.user).toBeNull()
    expect((await attempt(folio, editor.email, PASSWORD)).message).toBe(ADMIN_LOCKED)
    expect((await admin.post('/users/unlock', { email: editor.email })).status).toBe(200)
    expect((await attempt(folio, editor.email, PASSWORD)).status).toBe(200)
  })

  it('never lets admins lock themselves', async () => {
    const me = await admin.get('/users/me')
    expect((await admin.post(`/users/${me.body.user.id}/lock`)).status).toBe(403)
    expect((await admin.get('/users/me')).body.user?.email).toBe('admin@example.com')
  })
})
