import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../../harness/server'
import { userColumn } from '../../harness/user-row'
import { addUser, errorOf, outboxFor, PASSWORD, signedIn, signUpAdmin } from './helpers'

describe.each(databases)('changing an email address (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signUpAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  // Each case changes addresses of its own users.
  let users = 0
  async function newUser(name: string, extra: Record<string, unknown> = {}) {
    const email = `${name}-${++users}@example.com`
    return { email, id: await addUser(admin, email, extra) }
  }

  it('a user changes their own email only with their current password (400 without, 401 and a failed attempt with a wrong one)', async () => {
    const own = await newUser('own')
    const ids = { own: own.id }
    const user = await signedIn(folio, own.email)
    const without = await user.patch(`/users/${ids.own}`, { email: 'own-new@example.com' })
    expect(without.status).toBe(400)
    expect(errorOf(without)).toBe('Enter your current password to change your email address.')
    const german = await user.request(
      'PATCH',
      `/users/${ids.own}`,
      { email: 'own-new@example.com' },
      { 'Accept-Language': 'de' },
    )
    expect(errorOf(german)).toBe(
      'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
    )

    const wrong = await user.patch(`/users/${ids.own}`, {
      email: 'own-new@example.com',
      currentPassword: 'Not-the-pass-1',
    })
    expect(wrong.status).toBe(401)
    expect(errorOf(wrong)).toBe('The current password is incorrect.')
    expect(Number(await userColumn(folio, own.email, 'login_attempts'))).toBe(1)
    expect((await admin.get(`/users/${ids.own}`)).body.email).toBe(own.email)

    // Other fields, and the address unchanged, need no password.
    expect((await user.patch(`/users/${ids.own}`, { email: own.email, name: 'Owen' })).status).toBe(
      200,
    )

    const ok = await user.patch(`/users/${ids.own}`, {
      email: 'own-new@example.com',
      currentPassword: PASSWORD,
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.doc.email).toBe('own-new@example.com')
    expect(ok.body.doc).not.toHaveProperty('currentPassword')
    // The caller stays signed in and signs in with the new address from now on.
    expect((await user.get('/users/me')).body.user?.email).toBe('own-new@example.com')
    await signedIn(folio, 'own-new@example.com')
  })

  it("an update of many that includes one's own account cannot change its email", async () => {
    const other = await newUser('other')
    const user = await signedIn(folio, other.email)
    const res = await user.request('PATCH', `/users?where[id][equals]=${other.id}`, {
      email: 'many@example.com',
    })
    expect(res.status).toBe(403)
    expect((await admin.get(`/users/${other.id}`)).body.email).toBe(other.email)
  })

  it("tells the old address, in the user's language, with the new address and what to do", async () => {
    const english = await newUser('told')
    const renamed = `told-new-${users}@example.com`
    const user = await signedIn(folio, english.email)
    expect(
      (await user.patch(`/users/${english.id}`, { email: renamed, currentPassword: PASSWORD }))
        .status,
    ).toBe(200)
    const [notice] = await outboxFor(admin, english.email)
    expect(notice?.subject).toBe('Your email address was changed')
    expect(notice?.text).toContain(`from ${english.email} to ${renamed}`)
    expect(notice?.text).toMatch(/\/admin\/forgot/)
    expect(await outboxFor(admin, renamed)).toEqual([])

    const deutsch = await newUser('deutsch', { language: 'de' })
    const neu = `deutsch-neu-${users}@example.com`
    const german = await signedIn(folio, deutsch.email)
    expect(
      (await german.patch(`/users/${deutsch.id}`, { email: neu, currentPassword: PASSWORD }))
        .status,
    ).toBe(200)
    const [deNotice] = await outboxFor(admin, deutsch.email)
    expect(deNotice?.subject).toBe('Ihre E-Mail-Adresse wurde geändert')
    expect(deNotice?.text).toContain(`von ${deutsch.email} in ${neu}`)
  })

  it("an admin changes another user's email without their password; the old address is told", async () => {
    const other = await newUser('other')
    const res = await admin.patch(`/users/${other.id}`, { email: 'other-new@example.com' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [notice] = await outboxFor(admin, other.email)
    expect(notice?.subject).toBe('Your email address was changed')
    expect(notice?.text).toContain('to other-new@example.com')
  })

  it("the admin's own email needs the admin's current password too", async () => {
    const me = (await admin.get('/users/me')).body.user
    expect((await admin.patch(`/users/${me.id}`, { email: 'boss@example.com' })).status).toBe(400)
  })
})
