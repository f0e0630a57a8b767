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
  let editor: ApiClient
  const ids: Record<string, string | number> = {}

  beforeAll(async () => {
    // No slowing here: the rate limit has its own suite.
    folio = await startFolio({ database, env: { FOLIO_LOGIN_DELAY_MS: '0' } })
    admin = await signUpAdmin(folio)
    for (const name of ['tries', 'locked', 'ghostlike'])
      ids[name] = await addUser(admin, `${name}@example.com`)
    ids.editor = await addUser(admin, 'editor@example.com', 'editor')
    editor = await signedIn(folio, 'editor@example.com')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('locks after 5 failed attempts with the documented message, in German too, and emails the reason in the request language', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(folio, 'tries@example.com', WRONG, i === 5 ? 'de' : undefined)
      expect([res.status, res.message], `attempt ${i}`).toEqual([
        401,
        i === 5 ? 'Die E-Mail-Adresse oder das Passwort sind nicht korrekt.' : INCORRECT,
      ])
    }
    expect(await attempt(folio, 'tries@example.com', PASSWORD)).toMatchObject({
      status: 401,
      message: BLOCKED,
    })
    expect(await attempt(folio, 'tries@example.com', PASSWORD, 'de')).toMatchObject({
      status: 401,
      message: 'Die Anmeldung ist für diesen Benutzer vorübergehend gesperrt.',
    })
    const [mail, ...more] = await outboxFor(admin, 'tries@example.com')
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe('Ihr Konto ist gesperrt')
    expect(mail?.text).toContain('tooManyAttempts')
    expect(mail?.text).toContain('10 Minuten')
  })

  it('shows admins the failed attempts and the lock, nobody else', async () => {
    const state = await admin.get(`/users/${ids.tries}/lock-state`)
    expect(state.body).toMatchObject({
      loginAttempts: 5,
      isLockedByAttempts: true,
      isLockedByAdmin: false,
      maxLoginAttempts: 5,
      lockTimeMs: 600_000,
      isSelf: false,
    })
    expect((await editor.get(`/users/${ids.tries}/lock-state`)).status).toBe(403)
    expect((await admin.get(`/users/${String(ids.tries)}x/lock-state`)).status).toBe(404)
  })

  it('lets only admins unlock, and nobody unlock themselves', async () => {
    expect((await editor.post('/users/unlock', { email: 'tries@example.com' })).status).toBe(403)
    expect((await editor.post('/users/unlock', { email: 'editor@example.com' })).status).toBe(403)
    expect((await admin.post('/users/unlock', { email: 'admin@example.com' })).status).toBe(403)
    expect((await admin.post('/users/unlock', { email: 'tries@example.com' })).status).toBe(200)
    expect((await admin.get(`/users/${ids.tries}/lock-state`)).body).toMatchObject({
      loginAttempts: 0,
      isLockedByAttempts: false,
    })
    expect((await attempt(folio, 'tries@example.com', PASSWORD)).status).toBe(200)
  })

  it('answers an unknown email like a wrong password, with similar timing, and blocks it after as many failures', async () => {
    const known = await attempt(folio, 'ghostlike@example.com', WRONG)
    const unknown = await attempt(folio, 'ghost@example.com', WRONG)
    expect([unknown.status, unknown.message]).toEqual([known.status, known.message])
    expect(unknown.ms).toBeGreaterThan(known.ms * 0.4)
    for (let i = 2; i <= 5; i++)
      expect((await attempt(folio, 'ghost@example.com', WRONG)).message).toBe(INCORRECT)
    expect(await attempt(folio, 'ghost@example.com', PASSWORD)).toMatchObject({
      status: 401,
      message: BLOCKED,
    })
    expect(await outboxFor(admin, 'ghost@example.com')).toHaveLength(0)
  })

  it('locks by admin: sessions end at once, sign-in is refused with its own message, the email names the reason', async () => {
    const victim = await signedIn(folio, 'locked@example.com')
    expect((await victim.get('/users/me')).body.user?.email).toBe('locked@example.com')
    expect((await editor.post(`/users/${ids.locked}/lock`)).status).toBe(403)
    expect((await admin.post(`/users/${ids.locked}/lock`)).status).toBe(200)
    expect((await victim.get('/users/me')).body.user).toBeNull()
    expect(await attempt(folio, 'locked@example.com', PASSWORD)).toMatchObject({
      status: 401,
      message: ADMIN_LOCKED,
    })
    expect(await attempt(folio, 'locked@example.com', PASSWORD, 'de')).toMatchObject({
      status: 401,
      message: 'Dieses Konto ist gesperrt.',
    })
    expect(await attempt(folio, 'locked@example.com', WRONG)).toMatchObject({
      status: 401,
      message: INCORRECT,
    })
    expect((await admin.get(`/users/${ids.locked}/lock-state`)).body).toMatchObject({
      isLockedByAdmin: true,
    })
    const [mail] = await outboxFor(admin, 'locked@example.com')
    expect(mail?.subject).toBe('Your account is locked')
    expect(mail?.text).toContain('lockedByAdmin')
  })

  it('keeps the admin lock out of reach of PATCH, and force-unlock ends it', async () => {
    await admin.patch(`/users/${ids.tries}`, { lockedByAdmin: true })
    expect((await admin.get(`/users/${ids.tries}/lock-state`)).body.isLockedByAdmin).toBe(false)
    expect((await admin.post(`/users/${ids.editor}`.replace(/$/, '/lock'))).status).toBe(200)
    expect((await editor.get('/users/me')).body.user).toBeNull()
    expect((await admin.post('/users/unlock', { email: 'locked@example.com' })).status).toBe(200)
    expect((await attempt(folio, 'locked@example.com', PASSWORD)).status).toBe(200)
  })

  it('never lets admins lock themselves', async () => {
    const me = await admin.get('/users/me')
    expect((await admin.post(`/users/${me.body.user.id}/lock`)).status).toBe(403)
    expect((await admin.get('/users/me')).body.user?.email).toBe('admin@example.com')
  })
})
