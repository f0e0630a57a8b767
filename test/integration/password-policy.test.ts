import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const INVALID_EN = 'Password does not meet requirements.'
const REQUIRED_EN = 'Password is required.'
const INVALID_DE = 'Das Passwort erfüllt die Anforderungen nicht.'
const REQUIRED_DE = 'Ein Passwort ist erforderlich.'
const de = { 'Accept-Language': 'de' }

/** The message Payload's ValidationError gives for `password` (and that it is the only field). */
function passwordError(res: { status: number; body: any }): string {
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body.errors[0].name).toBe('ValidationError')
  const errors = res.body.errors[0].data.errors as { path: string; message: string }[]
  expect(errors.map((e) => e.path)).toEqual(['password'])
  return errors[0]!.message
}

describe.each(databases)('password policy on every path that sets a password (%s)', (database) => {
  // The update path is one an admin takes only when allowed to set others' passwords.
  const env = { FOLIO_ADMIN_SETS_PASSWORDS: 'true' }

  describe('before the first user', () => {
    let folio: RunningFolio
    beforeAll(async () => {
      folio = await startFolio({ database, env })
    })
    afterAll(async () => {
      await folio?.stop()
    })

    it('first-register: refuses a missing, a short, a two-class and a very common password, in English and German, then accepts a good one', async () => {
      const anyone = new ApiClient(folio.url)
      const register = (password: unknown, headers: Record<string, string> = {}) =>
        anyone.request(
          'POST',
          '/users/first-register',
          {
            email: 'admin@example.com',
            ...(password === undefined ? {} : { password, confirmPassword: password }),
          },
          headers,
        )
      expect(passwordError(await register(undefined))).toBe(REQUIRED_EN)
      expect(passwordError(await register(''))).toBe(REQUIRED_EN)
      expect(passwordError(await register('', de))).toBe(REQUIRED_DE)
      expect(passwordError(await register('Sh0rt-pass'))).toBe(INVALID_EN)
      expect(passwordError(await register('Sh0rt-pass', de))).toBe(INVALID_DE)
      expect(passwordError(await register('onlylowercaseanddigits123'))).toBe(INVALID_EN)
      // Composition passes (12 characters, three classes); the estimator scores these below 2.
      expect(passwordError(await register('password1234'))).toBe(INVALID_EN)
      expect(passwordError(await register('Password1234'))).toBe(INVALID_EN)
      expect(passwordError(await register('Passwort1234', de))).toBe(INVALID_DE)
      expect((await anyone.get('/folio/client-config')).body.hasUsers).toBe(false)

      const res = await register('Admin-pass-123')
      expect(res.status).toBe(200)
      expect((await anyone.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
    })
  })

  describe('with an admin', () => {
    let folio: RunningFolio
    let admin: ApiClient
    beforeAll(async () => {
      folio = await startFolio({ database, env })
      admin = await signedInAdmin(folio)
    })
    afterAll(async () => {
      await folio?.stop()
    })

    let editors = 0
    /** A new editor of this case's own, with a good password. */
    async function newEditor(password = 'Editor-pass-123') {
      const email = `editor-${++editors}@example.com`
      const res = await admin.post('/users', { email, role: 'editor', password })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return { email, id: res.body.doc.id as number | string }
    }

    it('publishes the policy (defaults) in the public client config', async () => {
      const res = await new ApiClient(folio.url).get('/folio/client-config')
      expect(res.body.passwordPolicy).toEqual({
        minLength: 12,
        minCharacterClasses: 3,
        minScore: 2,
      })
    })

    it('create by an admin: refuses weak passwords with the exact messages, accepts a good one', async () => {
      const create = (password: unknown, headers: Record<string, string> = {}) =>
        admin.request(
          'POST',
          '/users',
          {
            email: 'creator@example.com',
            role: 'editor',
            ...(password === undefined ? {} : { password }),
          },
          headers,
        )
      expect(passwordError(await create(undefined))).toBe(REQUIRED_EN)
      expect(passwordError(await create(undefined, de))).toBe(REQUIRED_DE)
      expect(passwordError(await create('short-Pass1'))).toBe(INVALID_EN)
      expect(passwordError(await create('ALLUPPERCASE1234', de))).toBe(INVALID_DE)
      expect(passwordError(await create('Password1234', de))).toBe(INVALID_DE)
      // The email is one of the estimator's inputs: a password made of it is easy to guess.
      expect(passwordError(await create('Creator@example.com'))).toBe(INVALID_EN)
      expect((await create('Editor-pass-123')).status).toBe(201)
    })

    it('update (PATCH): refuses a weak new password in English and German, keeps the old one, accepts a good one', async () => {
      const editor = await newEditor()
      expect(passwordError(await admin.patch(`/users/${editor.id}`, { password: 'weak' }))).toBe(
        INVALID_EN,
      )
      expect(
        passwordError(
          await admin.request('PATCH', `/users/${editor.id}`, { password: 'Passwort1234' }, de),
        ),
      ).toBe(INVALID_DE)
      expect(
        passwordError(
          await admin.request('PATCH', `/users?where[id][equals]=${editor.id}`, {
            password: 'password1234',
          }),
        ),
      ).toBe(INVALID_EN)
      expect((await new ApiClient(folio.url).login(editor.email, 'Editor-pass-123')).status).toBe(
        200,
      )
      // No password, or an empty one, changes nothing and is not checked.
      expect((await admin.patch(`/users/${editor.id}`, { name: 'Ed' })).status).toBe(200)
      expect((await admin.patch(`/users/${editor.id}`, { name: 'Ed', password: '' })).status).toBe(
        200,
      )
      expect(
        (await admin.patch(`/users/${editor.id}`, { password: 'Better-editor-pass-9' })).status,
      ).toBe(200)
      expect(
        (await new ApiClient(folio.url).login(editor.email, 'Better-editor-pass-9')).status,
      ).toBe(200)
    })

    it('a user changing their own password through change-password is checked too', async () => {
      const { email } = await newEditor('Better-editor-pass-9')
      const editor = new ApiClient(folio.url)
      expect((await editor.login(email, 'Better-editor-pass-9')).status).toBe(200)
      const res = await editor.request(
        'POST',
        '/users/change-password',
        { currentPassword: 'Better-editor-pass-9', password: 'Sommer2024' },
        de,
      )
      expect(passwordError(res)).toBe(INVALID_DE)
    })

    it('accepts long passwords (128 characters and more)', async () => {
      const editor = await newEditor()
      const long = 'Long-passphrase-' + 'x7Q!kd93Lm'.repeat(20)
      expect(long.length).toBeGreaterThan(200)
      expect(
        (await admin.patch(`/users/${editor.id}`, { password: long.slice(0, 128) })).status,
      ).toBe(200)
      expect((await new ApiClient(folio.url).login(editor.email, long.slice(0, 128))).status).toBe(
        200,
      )
      expect((await admin.patch(`/users/${editor.id}`, { password: long })).status).toBe(200)
      expect((await new ApiClient(folio.url).login(editor.email, long)).status).toBe(200)
    })

    it('reset-password: refuses a weak password before the token is even looked at', async () => {
      // The policy runs before the operation (beforeOperation), so no real token is needed here.
      const res = await new ApiClient(folio.url).post('/users/reset-password', {
        token: 'not-a-token',
        password: 'password1234',
      })
      expect(passwordError(res)).toBe(INVALID_EN)
      const german = await new ApiClient(folio.url).request(
        'POST',
        '/users/reset-password',
        { token: 'not-a-token', password: 'kurz' },
        de,
      )
      expect(passwordError(german)).toBe(INVALID_DE)
      // A good password reaches the token check, which fails.
      const good = await new ApiClient(folio.url).post('/users/reset-password', {
        token: 'not-a-token',
        password: 'Reset-pass-2026',
      })
      expect(good.status).toBe(403)
    })

    it('never rule-checks the login password: a wrong weak password is just wrong', async () => {
      const { email } = await newEditor()
      const res = await new ApiClient(folio.url).login(email, 'x')
      expect(res.status).toBe(401)
      expect(res.body.errors[0].message).toBe('The email or password provided is incorrect.')
    })
  })
})
