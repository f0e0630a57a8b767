import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { outboxMessages, waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { query } from '../harness/user-row'

const STEP_MS = 30_000
/** The code of the step `offset` steps from now (the server takes one step either side, each once). */
const codeOf = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * STEP_MS,
  })

const PASSWORD = 'Totp-Pass-1234'
const DEVICE_COOKIE = 'folio-totp-device'

/** Moves the start of every session of `email` back by `minutes`, in the database itself. */
async function ageSessions(folio: RunningFolio, email: string, minutes: number): Promise<void> {
  const at = new Date(Date.now() - minutes * 60_000).toISOString()
  await query(
    folio,
    'update users_sessions set created_at = ? where _parent_id = (select id from users where email = ?)',
    [at, email],
  )
  const [row] = await query(
    folio,
    'select count(*) as n from users_sessions where created_at = ? and _parent_id = (select id from users where email = ?)',
    [at, email],
  )
  expect(Number(row?.n)).toBeGreaterThan(0)
}

describe.each(databases)('two-factor sign-in with TOTP (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let serial = 0

  /** A new editor, signed in with the password (no TOTP yet). */
  async function newUser(role = 'editor') {
    const email = `user${++serial}@totp.test`
    const created = await admin.post('/users', {
      email,
      password: PASSWORD,
      name: `User ${serial}`,
      role,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const client = new ApiClient(folio.url)
    expect((await client.login(email, PASSWORD)).status).toBe(200)
    return { client, email, id: created.body.doc.id as number }
  }

  /** A new editor with TOTP on: its secret and recovery codes; its client is past the second factor. */
  async function enrolledUser() {
    const user = await newUser()
    const setup = await user.client.get('/users/mfa/totp/setup')
    expect(setup.status).toBe(200)
    const secret = setup.body.secret as string
    const finished = await user.client.post('/users/mfa/totp/finish-enrollment', {
      code: codeOf(secret),
    })
    expect(finished.status, JSON.stringify(finished.body)).toBe(200)
    return { ...user, secret, recoveryCodes: finished.body.recoveryCodes as string[] }
  }

  /** How many trusted browsers the user has, read from the database itself. */
  const devicesOf = async (id: number) =>
    Number(
      (
        await query(
          folio,
          'select count(*) as n from payload_folio_totp_devices where user_id = ?',
          [id],
        )
      )[0]?.n,
    )

  /** A fresh client that has given the password of `email`: its session waits for the code. */
  async function passwordOnly(email: string, client = new ApiClient(folio.url)) {
    const res = await client.login(email, PASSWORD)
    return { client, res }
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('sets up: a new 160-bit secret and its QR code for a signed-in user without TOTP; abort for anyone else', async () => {
    const { client } = await newUser()
    const setup = await client.get('/users/mfa/totp/setup')
    expect(setup.status).toBe(200)
    expect(setup.body.abort).toBe(false)
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/)
    expect(setup.headers.get('cache-control')).toBe('no-store')
    const again = await client.get('/users/mfa/totp/setup')
    expect(again.body.secret).not.toBe(setup.body.secret)

    const anonymous = await new ApiClient(folio.url).get('/users/mfa/totp/setup')
    expect(anonymous.status).toBe(200)
    expect(anonymous.body).toEqual({ abort: true })
  })

  it('enrolls with a right code only, once; then setup has nothing to do', async () => {
    const { client } = await newUser()
    const { secret } = (await client.get('/users/mfa/totp/setup')).body
    const wrong = await client.post('/users/mfa/totp/finish-enrollment', { code: '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ success: false, message: 'Invalid code.' })
    const german = await client.request(
      'POST',
      '/users/mfa/totp/finish-enrollment',
      { code: '000000' },
      { 'Accept-Language': 'de' },
    )
    expect(german.body.message).toBe('Ungültiger Code.')

    const right = await client.post('/users/mfa/totp/finish-enrollment', { code: codeOf(secret) })
    expect(right.status).toBe(200)
    expect(right.body.success).toBe(true)
    expect(right.body.recoveryCodes).toHaveLength(10)
    expect(new Set(right.body.recoveryCodes).size).toBe(10)

    const twice = await client.post('/users/mfa/totp/finish-enrollment', {
      code: codeOf(secret, 1),
    })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('2FA is already enabled.')
    expect((await client.get('/users/mfa/totp/setup')).body).toEqual({ abort: true })
    // The session that enrolled stays signed in.
    expect((await client.get('/users/me')).body.user).toBeTruthy()
  })

  it('after the password alone, the session can do nothing but give the code or sign out', async () => {
    const { email, secret } = await enrolledUser()
    const { client, res } = await passwordOnly(email)
    expect(res.status).toBe(200)
    expect(res.body.user).toBeUndefined()
    expect(res.body.redirectTo).toBe('/admin/totp')
    expect(res.body.message).toBe('Enter the code from your authenticator app.')
    expect(client.hasCookie('folio-token')).toBe(true)

    expect((await client.get('/users/me')).body.user).toBeNull()
    // It reads only what anyone reads (published content, README 'Who reads what'): no drafts.
    for (const path of ['/posts?draft=true', '/posts/versions', '/users', '/showcase'])
      expect([401, 403]).toContain((await client.get(path)).status)
    expect((await client.get('/users/mfa/totp/setup')).body).toEqual({ abort: true })
    expect((await client.post('/posts', { title: 'Not with a password alone' })).status).toBe(403)
    expect((await client.post('/users/refresh-token')).status).toBe(401)
    const access = await client.get('/access')
    expect(access.body.collections?.posts?.read?.where).toEqual({
      _status: { equals: 'published' },
    })
    expect(access.body.collections?.users).toBeUndefined()

    const wrong = await client.post('/users/mfa/totp/authenticate', { code: '123456' })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ success: false, message: 'Invalid code.' })
    const right = await client.post('/users/mfa/totp/authenticate', { code: codeOf(secret, 1) })
    expect(right.status, JSON.stringify(right.body)).toBe(200)
    expect(right.body).toMatchObject({ success: true, redirectTo: '/admin' })
    expect((await client.get('/users/me')).body.user.email).toBe(email)
    expect((await client.get('/posts')).status).toBe(200)
  })

  it('takes the code only within 5 minutes of the password', async () => {
    const { email, secret } = await enrolledUser()
    const { client } = await passwordOnly(email)
    await ageSessions(folio, email, 6)
    const late = await client.post('/users/mfa/totp/authenticate', { code: codeOf(secret, 1) })
    expect(late.status).toBe(401)
    expect(late.body).toEqual({
      success: false,
      message: 'Your 2FA session has expired. Please log in again.',
      redirectTo: '/admin/login',
    })
    const german = await client.request(
      'POST',
      '/users/mfa/totp/authenticate',
      { code: codeOf(secret, 1) },
      { 'Accept-Language': 'de' },
    )
    expect(german.body.message).toBe(
      'Deine 2FA-Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    )
    expect((await client.get('/users/me')).body.user).toBeNull()
  })

  it('keeps a session past the second factor when its own password is changed', async () => {
    const { client, email } = await enrolledUser()
    const changed = await client.post('/users/change-password', {
      currentPassword: PASSWORD,
      password: 'Totp-Changed-Pass-456',
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await client.get('/users/me')).body.user?.email).toBe(email)
    expect((await client.get('/posts')).status).toBe(200)
    expect(
      (await new ApiClient(folio.url).login(email, 'Totp-Changed-Pass-456')).body.redirectTo,
    ).toBe('/admin/totp')
  })

  it('takes each code once: a code used by one sign-in is refused to the next', async () => {
    const { email, secret } = await enrolledUser()
    const code = codeOf(secret, 1)
    const first = await passwordOnly(email)
    expect((await first.client.post('/users/mfa/totp/authenticate', { code })).status).toBe(200)
    const second = await passwordOnly(email)
    const replay = await second.client.post('/users/mfa/totp/authenticate', { code })
    expect(replay.status).toBe(401)
    expect(replay.body.message).toBe('Invalid code.')
    expect((await second.client.get('/users/me')).body.user).toBeNull()
  })

  it('signs out a waiting session, but never ends every session with the password alone', async () => {
    const { email, client: enrolled } = await enrolledUser()
    const { client } = await passwordOnly(email)
    expect((await client.post('/users/logout?allSessions=true')).status).not.toBe(200)
    expect((await enrolled.get('/users/me')).body.user).toBeTruthy()
    expect((await client.post('/users/logout')).status).toBe(200)
  })

  it('counts wrong codes as failed sign-ins: the account locks at the same threshold as for passwords', async () => {
    const { email, secret } = await enrolledUser()
    const { client } = await passwordOnly(email)
    const answers: number[] = []
    for (let i = 0; i < 5; i++)
      answers.push((await client.post('/users/mfa/totp/authenticate', { code: '000000' })).status)
    expect(answers).toEqual([401, 401, 401, 401, 401])
    const locked = await client.post('/users/mfa/totp/authenticate', { code: codeOf(secret, 1) })
    expect(locked.status).toBe(401)
    expect(locked.body.message).toBe('Login is temporarily blocked for this user.')
    const again = await new ApiClient(folio.url).login(email, PASSWORD)
    expect(again.status).toBe(401)
    expect(again.body.errors[0].message).toBe('Login is temporarily blocked for this user.')
  })

  it('takes each recovery code once, instead of a code', async () => {
    const { email, recoveryCodes } = await enrolledUser()
    const first = await passwordOnly(email)
    const used = await first.client.post('/users/mfa/totp/authenticate', {
      recoveryCode: recoveryCodes[0]!.toUpperCase(),
    })
    expect(used.status, JSON.stringify(used.body)).toBe(200)
    const second = await passwordOnly(email)
    const reused = await second.client.post('/users/mfa/totp/authenticate', {
      recoveryCode: recoveryCodes[0],
    })
    expect(reused.status).toBe(401)
    const other = await second.client.post('/users/mfa/totp/authenticate', {
      recoveryCode: recoveryCodes[1],
    })
    expect(other.status).toBe(200)
  })

  it('trusts a browser: its next sign-in skips the code until the device is removed; a changed, foreign or missing cookie does not', async () => {
    const { email, secret, id } = await enrolledUser()
    const { client } = await passwordOnly(email)
    const trusted = await client.post('/users/mfa/totp/authenticate', {
      code: codeOf(secret, 1),
      trustThisDevice: true,
    })
    expect(trusted.status).toBe(200)
    const cookie = trusted.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=`))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect((await client.post('/users/logout')).status).toBe(200)

    const again = await client.login(email, PASSWORD)
    expect(again.body.redirectTo).toBeUndefined()
    expect(again.body.user.email).toBe(email)
    expect((await client.get('/users/me')).body.user.email).toBe(email)
    const me = (await client.get(`/users/${id}`)).body
    expect(me.totpConfig.enabled).toBe(true)
    expect(me.totpConfig.trustedDevices).toHaveLength(1)
    expect(me.totpConfig.trustedDevices[0]).toMatchObject({
      browser: expect.any(String),
      os: expect.any(String),
    })
    expect(Object.keys(me.totpConfig.trustedDevices[0]).sort()).toEqual([
      'browser',
      'id',
      'lastUsedAt',
      'os',
    ])

    const value = cookie.split(';')[0]!.split('=')[1]!
    const tampered = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A')
    const withTampered = await new ApiClient(folio.url).request(
      'POST',
      '/users/login',
      { email, password: PASSWORD },
      { Cookie: `${DEVICE_COOKIE}=${tampered}` },
    )
    expect(withTampered.body.redirectTo).toBe('/admin/totp')

    const other = await enrolledUser()
    const foreign = await new ApiClient(folio.url).request(
      'POST',
      '/users/login',
      { email: other.email, password: PASSWORD },
      { Cookie: `${DEVICE_COOKIE}=${value}` },
    )
    expect(foreign.body.redirectTo).toBe('/admin/totp')

    // The account page saves the devices it still lists: none.
    expect(
      (await client.patch(`/users/${id}`, { totpConfig: { trustedDevices: [] } })).status,
    ).toBe(200)
    expect((await client.get(`/users/${id}`)).body.totpConfig.trustedDevices).toEqual([])
    expect((await client.post('/users/logout')).status).toBe(200)
    expect((await client.login(email, PASSWORD)).body.redirectTo).toBe('/admin/totp')
  })

  it('asks a trusted browser for the code again once its trust has expired, and forgets every trusted browser on a password change', async () => {
    const { email, id, recoveryCodes } = await enrolledUser()
    const devices = () => devicesOf(id)
    const { client } = await passwordOnly(email)
    const trust = (recoveryCode: string) =>
      client.post('/users/mfa/totp/authenticate', { recoveryCode, trustThisDevice: true })
    expect((await trust(recoveryCodes[0]!)).status).toBe(200)
    expect(await devices()).toBe(1)

    await query(folio, 'update payload_folio_totp_devices set expires_at = ? where user_id = ?', [
      new Date(Date.now() - 1000).toISOString(),
      id,
    ])
    expect((await client.post('/users/logout')).status).toBe(200)
    expect((await client.login(email, PASSWORD)).body.redirectTo).toBe('/admin/totp')
    expect((await client.get(`/users/me`)).body.user).toBeNull()

    expect((await trust(recoveryCodes[1]!)).status).toBe(200)
    expect(await devices()).toBe(2)
    const changed = await client.post('/users/change-password', {
      currentPassword: PASSWORD,
      password: 'Totp-Other-Pass-321',
    })
    expect(changed.status).toBe(200)
    expect(await devices()).toBe(0)
    expect((await client.post('/users/logout')).status).toBe(200)
    expect((await client.login(email, 'Totp-Other-Pass-321')).body.redirectTo).toBe('/admin/totp')
  })

  it('never answers the secret, the last step or the session marks, to the user or to an admin', async () => {
    const { client, id } = await enrolledUser()
    for (const answer of [
      (await client.get('/users/me')).body.user,
      (await client.get(`/users/${id}`)).body,
      (await admin.get(`/users/${id}`)).body,
      (await admin.get(`/users?where[id][equals]=${id}`)).body.docs[0],
    ]) {
      const text = JSON.stringify(answer)
      expect(text).not.toMatch(/totpSecret|totpLastStep|totpEnabled|secondFactorAt|sessions/)
      expect(answer.totpConfig).toMatchObject({ enabled: true, pendingEnrollment: false })
    }
    expect(JSON.stringify((await admin.get(`/users/${id}`)).body.totpConfig)).not.toMatch(
      /trustedDevices/,
    )
    expect((await admin.get('/payload-folio-totp-devices')).status).toBe(403)
    expect((await admin.get('/payload-folio-totp-recovery-codes')).status).toBe(403)
  })

  it('lets an admin reset a second factor: the sessions end, the user is told, the next sign-in needs no code', async () => {
    const { client, email, id } = await enrolledUser()
    const editor = await newUser()
    expect((await editor.client.post(`/users/${id}/mfa/totp/reset`)).status).toBe(403)
    const reset = await admin.post(`/users/${id}/mfa/totp/reset`)
    expect(reset.status).toBe(200)
    expect((await client.get('/users/me')).body.user).toBeNull()
    const signIn = await new ApiClient(folio.url).login(email, PASSWORD)
    expect(signIn.body.redirectTo).toBeUndefined()
    expect(signIn.body.user.email).toBe(email)
    const [notice] = await waitForOutbox(admin, email)
    expect(notice?.subject).toBe('Your two-factor sign-in was reset')
  })

  it('turns TOTP off with the current password only; new recovery codes likewise', async () => {
    const { client, email, recoveryCodes } = await enrolledUser()
    expect(
      (await client.post('/users/mfa/totp/recovery-codes', { currentPassword: 'wrong-one-123' }))
        .status,
    ).toBe(401)
    const fresh = await client.post('/users/mfa/totp/recovery-codes', { currentPassword: PASSWORD })
    expect(fresh.status).toBe(200)
    expect(fresh.body.recoveryCodes).toHaveLength(10)
    const waiting = await passwordOnly(email)
    expect(
      (
        await waiting.client.post('/users/mfa/totp/authenticate', {
          recoveryCode: recoveryCodes[0],
        })
      ).status,
    ).toBe(401)

    expect(
      (await client.post('/users/mfa/totp/disable', { currentPassword: 'wrong-one-123' })).status,
    ).toBe(401)
    expect(
      (await client.post('/users/mfa/totp/disable', { currentPassword: PASSWORD })).status,
    ).toBe(200)
    expect((await new ApiClient(folio.url).login(email, PASSWORD)).body.user.email).toBe(email)
  })

  it('answers bad input and foreign pages with 4xx, never 500', async () => {
    const { email, secret, client: enrolled } = await enrolledUser()
    const { client } = await passwordOnly(email)
    for (const body of [
      { code: 123456 },
      { code: ['123456'] },
      { code: '1'.repeat(5000) },
      { recoveryCode: { $ne: null } },
      { recoveryCode: 'x'.repeat(5000) },
      'not json',
    ]) {
      const res = await client.request('POST', '/users/mfa/totp/authenticate', body)
      expect([400, 401], JSON.stringify(body)).toContain(res.status)
    }
    const foreign = await client.request(
      'POST',
      '/users/mfa/totp/authenticate',
      { code: codeOf(secret, 1) },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).not.toBe(200)
    const huge = await client.request('POST', '/users/mfa/totp/authenticate', {
      code: 'x'.repeat(2 * 1024 * 1024),
    })
    expect(huge.status).toBe(413)
    const foreignDisable = await enrolled.request(
      'POST',
      '/users/mfa/totp/disable',
      { currentPassword: PASSWORD },
      { Origin: 'https://evil.example' },
    )
    expect([401, 403]).toContain(foreignDisable.status)
    expect([403, 404]).toContain((await enrolled.post('/users/abc/mfa/totp/reset')).status)
    expect((await admin.post('/users/999999/mfa/totp/reset')).status).toBe(404)
    expect((await admin.post('/users/%27%3B--/mfa/totp/reset')).status).toBe(404)
  })

  it('never lets a password reset skip the code, and ends trust in every browser', async () => {
    const { email, secret, id, recoveryCodes } = await enrolledUser()
    const earlier = await passwordOnly(email)
    const trusted = await earlier.client.post('/users/mfa/totp/authenticate', {
      recoveryCode: recoveryCodes[0],
      trustThisDevice: true,
    })
    expect(trusted.status).toBe(200)
    expect(await devicesOf(id)).toBe(1)
    const before = (await outboxMessages(admin, email)).length
    expect((await new ApiClient(folio.url).post('/users/forgot-password', { email })).status).toBe(
      200,
    )
    const [newest] = await waitForOutbox(admin, email, before + 1)
    const token = /\/admin\/reset\?token=([0-9a-f]{40})/.exec(newest?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const client = new ApiClient(folio.url)
    const reset = await client.post('/users/reset-password', {
      token,
      password: 'Totp-New-Pass-987',
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect(reset.body.user).toBeUndefined()
    expect(reset.body.redirectTo).toBe('/admin/totp')
    expect((await client.get('/users/me')).body.user).toBeNull()
    expect(await devicesOf(id)).toBe(0)
    expect(
      (await client.post('/users/mfa/totp/authenticate', { code: codeOf(secret, 1) })).status,
    ).toBe(200)
    expect((await client.get('/users/me')).body.user.email).toBe(email)
  })
})

describe('two-factor sign-in required for a role (FOLIO_TOTP_REQUIRED_ROLES)', () => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({
      env: { FOLIO_TOTP_REQUIRED_ROLES: 'editor', FOLIO_TOTP_TRUST_DAYS: '7' },
    })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('keeps an editor without TOTP at enrollment: only setup, finishing it and signing out work', async () => {
    const email = 'required@totp.test'
    const created = await admin.post('/users', { email, password: PASSWORD, role: 'editor' })
    expect(created.status).toBe(201)
    expect((await admin.get(`/users/${created.body.doc.id}`)).body.totpConfig).toEqual({
      enabled: false,
      pendingEnrollment: true,
    })
    const client = new ApiClient(folio.url)
    const signIn = await client.login(email, PASSWORD)
    expect(signIn.body.redirectTo).toBe('/admin/totp/setup')
    expect(signIn.body.message).toBe('2FA registration is incomplete.')
    expect(signIn.body.user).toBeUndefined()
    expect((await client.get('/users/me')).body.user).toBeNull()
    // The half-signed-in session reads only what anyone reads (published content).
    expect([401, 403]).toContain((await client.get('/posts?draft=true')).status)
    expect([401, 403]).toContain((await client.get('/showcase')).status)
    expect((await client.post('/users/mfa/totp/authenticate', { code: '123456' })).status).toBe(401)

    const setup = await client.get('/users/mfa/totp/setup')
    expect(setup.body.abort).toBe(false)
    const done = await client.post('/users/mfa/totp/finish-enrollment', {
      code: codeOf(setup.body.secret),
    })
    expect(done.status).toBe(200)
    expect((await client.get('/users/me')).body.user.email).toBe(email)
    expect((await client.get('/posts')).status).toBe(200)

    // The admin's own role is not required: no second step.
    expect(
      (await new ApiClient(folio.url).login('admin@example.com', 'Admin-pass-123')).body.user,
    ).toBeTruthy()
    const trust = await new ApiClient(folio.url).get('/folio/client-config')
    expect(trust.body.plugins?.totp).toEqual({ trustDays: 7 })
  })
})
