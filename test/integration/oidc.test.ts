import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import {
  startIdentityProvider,
  type TestAccount,
  type TestIdentityProvider,
} from '../harness/identity-provider'
import { outboxMessages, waitForOutbox } from '../harness/outbox'
import { databases, freePort, startFolio, type RunningFolio } from '../harness/server'
import { query, sessionRows } from '../harness/user-row'

const PASSWORD = 'Oidc-Pass-12345'
const SECRET = 'test-client-secret-0123456789'
const CALLBACK = '/admin/oauth/callback'

/** What the browser is sent to after a sign-in step: the path and the query, as an object. */
function landing(res: { status: number; headers: Headers }) {
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location') ?? '', 'http://folio.invalid')
  return { path: location.pathname, query: Object.fromEntries(location.searchParams) }
}

const accounts: TestAccount[] = [
  { id: 'sub-ok', email: 'ok@idp.test', emailVerified: true, name: 'Okay Person' },
  { id: 'sub-local', email: 'local@idp.test', emailVerified: true },
  { id: 'sub-unverified', email: 'unverified@idp.test', emailVerified: false },
  { id: 'sub-unknown', email: 'nobody@idp.test', emailVerified: true },
  { id: 'sub-totp', email: 'totp@idp.test', emailVerified: true },
  { id: 'sub-mfa', email: 'totp@idp.test', emailVerified: true, amr: ['pwd', 'mfa'] },
  { id: 'sub-locked', email: 'locked@idp.test', emailVerified: true },
  { id: 'sub-upper', email: 'OK@IDP.TEST', emailVerified: true },
]

describe.each(databases)('sign-in with an OpenID Connect provider (%s)', (database) => {
  let idp: TestIdentityProvider
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    const idpPort = await freePort()
    folio = await startFolio({
      database,
      env: {
        OIDC_ISSUER: `http://127.0.0.1:${idpPort}`,
        OIDC_CLIENT_ID: 'folio',
        OIDC_CLIENT_SECRET: SECRET,
        OIDC_NAME: 'Test IdP',
      },
    })
    idp = await startIdentityProvider({
      port: idpPort,
      accounts,
      clients: [
        {
          clientId: 'folio',
          clientSecret: SECRET,
          redirectUris: [`${folio.url}/api${CALLBACK}/oidc`],
        },
      ],
    })
    admin = await signedInAdmin(folio)
    for (const [email, provider] of [
      ['ok@idp.test', 'oidc'],
      ['local@idp.test', 'local'],
      ['unverified@idp.test', 'oidc'],
      ['totp@idp.test', 'oidc'],
      ['locked@idp.test', 'oidc'],
    ] as const) {
      const created = await admin.post('/users', {
        email,
        password: PASSWORD,
        role: 'editor',
        provider,
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
    }
  }, 120_000)

  afterAll(async () => {
    await idp?.stop()
    await folio?.stop()
  })

  /** Starts a sign-in in `browser`: the address of the provider it is sent to. */
  async function start(browser: ApiClient, query = 'flow=login') {
    const res = await browser.get(`/admin/oauth/authorization/oidc?${query}`)
    expect(res.status).toBe(303)
    return res.headers.get('location') ?? ''
  }

  /** The callback's answer for the provider's address (`…/api/admin/oauth/callback/oidc?code…`). */
  const callback = (browser: ApiClient, url: string) =>
    browser.get(url.slice(url.indexOf(CALLBACK)))

  async function signIn(accountId: string, browser = new ApiClient(folio.url), query?: string) {
    const back = await idp.signIn(await start(browser, query), { accountId })
    return { browser, res: await callback(browser, back) }
  }

  const signedInAs = async (browser: ApiClient) =>
    (await browser.get('/users/me')).body?.user?.email

  it('signs a matching verified user in with a normal session and lands on the redirect', async () => {
    const browser = new ApiClient(folio.url)
    const location = await start(
      browser,
      `flow=login&redirect=${encodeURIComponent('/admin/collections/posts?page=2')}`,
    )
    const url = new URL(location)
    expect(url.origin).toBe(idp.issuer)
    // PKCE S256, state and nonce go to the provider; the verifier never does.
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe(`${folio.url}/api${CALLBACK}/oidc`)
    expect(url.searchParams.get('state')).toBeTruthy()
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(location).not.toContain('code_verifier')
    const res = await callback(browser, await idp.signIn(location, { accountId: 'sub-ok' }))
    expect(landing(res)).toEqual({ path: '/admin/collections/posts', query: { page: '2' } })
    expect(await signedInAs(browser)).toBe('ok@idp.test')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await sessionRows(folio, 'ok@idp.test')).length).toBeGreaterThan(0)
    // The session is an ordinary one: sign-out ends it.
    expect((await browser.post('/users/logout')).status).toBe(200)
    expect(await signedInAs(browser)).toBeUndefined()
  })

  it('matches the email whatever its case, and goes to the admin root without a redirect', async () => {
    const { browser, res } = await signIn('sub-upper')
    expect(landing(res).path).toBe('/admin')
    expect(await signedInAs(browser)).toBe('ok@idp.test')
  })

  it('drops a redirect outside the admin', async () => {
    const { res } = await signIn(
      'sub-ok',
      undefined,
      `flow=login&redirect=${encodeURIComponent('//evil.example/admin')}`,
    )
    expect(landing(res).path).toBe('/admin')
  })

  it('refuses a local account with the spec message, in English and German', async () => {
    const { browser, res } = await signIn('sub-local')
    const { path, query } = landing(res)
    expect(path).toBe('/admin/login')
    expect(query.errorMessage).toBe(
      'You are not allowed to sign in using Test IdP. Please use email and password.',
    )
    expect(await signedInAs(browser)).toBeUndefined()
    const german = new ApiClient(folio.url)
    const location = (
      await german.request('GET', '/admin/oauth/authorization/oidc?flow=login', undefined, {
        'Accept-Language': 'de',
      })
    ).headers.get('location')!
    const back = await idp.signIn(location, { accountId: 'sub-local' })
    const res2 = await german.request('GET', back.slice(back.indexOf(CALLBACK)), undefined, {
      'Accept-Language': 'de',
    })
    expect(landing(res2).query.errorMessage).toBe(
      'Du darfst dich nicht mit Test IdP anmelden. Bitte verwende E-Mail und Passwort.',
    )
  })

  it('never signs in or links an unverified email', async () => {
    const { browser, res } = await signIn('sub-unverified')
    expect(landing(res).query.errorMessage).toBe(
      'Test IdP has not confirmed your email address, so it cannot sign you in here.',
    )
    expect(await signedInAs(browser)).toBeUndefined()
  })

  it('refuses an unknown email and creates nobody', async () => {
    const { res } = await signIn('sub-unknown')
    expect(landing(res).query.errorMessage).toBe(
      'There is no account for nobody@idp.test. Ask an administrator to add you, then sign in again.',
    )
    const found = await admin.get('/users?where[email][equals]=nobody@idp.test')
    expect(found.body.totalDocs).toBe(0)
  })

  it('refuses a callback whose state is not the browser’s', async () => {
    const browser = new ApiClient(folio.url)
    const back = new URL(await idp.signIn(await start(browser), { accountId: 'sub-ok' }))
    back.searchParams.set('state', 'forged-state')
    const res = await callback(browser, back.href)
    expect(landing(res).query.errorMessage).toBe('Sign-in with Test IdP failed. Please try again.')
    expect(await signedInAs(browser)).toBeUndefined()
  })

  // The provider's address changed on the way: the ID token carries another nonce, or the code
  // was issued for another PKCE challenge than the browser's verifier answers.
  it.each([
    ['nonce', 'another-nonce'],
    ['code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
  ])('refuses a sign-in whose %s is not the browser’s', async (parameter, value) => {
    const browser = new ApiClient(folio.url)
    const location = new URL(await start(browser))
    location.searchParams.set(parameter, value)
    const res = await callback(browser, await idp.signIn(location.href, { accountId: 'sub-ok' }))
    expect(landing(res).query.errorMessage).toBe('Sign-in with Test IdP failed. Please try again.')
    expect(await signedInAs(browser)).toBeUndefined()
  })

  it('refuses a forged callback: no flow in the browser, or a made-up code', async () => {
    const stranger = new ApiClient(folio.url)
    const victim = new ApiClient(folio.url)
    const back = await idp.signIn(await start(victim), { accountId: 'sub-ok' })
    // Another browser (no flow cookie) cannot use the victim's callback.
    const res = await callback(stranger, back)
    expect(landing(res).query.errorMessage).toBe(
      'The sign-in took too long or was started in another browser. Please try again.',
    )
    expect(await signedInAs(stranger)).toBeUndefined()
    // A made-up code with the browser's own state.
    const browser = new ApiClient(folio.url)
    const state = new URL(await start(browser)).searchParams.get('state')!
    const made = await browser.get(`${CALLBACK}/oidc?code=made-up&state=${state}`)
    expect(landing(made).query.errorMessage).toBe('Sign-in with Test IdP failed. Please try again.')
    expect(await signedInAs(browser)).toBeUndefined()
  })

  it('takes a callback once: a replay with the same cookie is refused', async () => {
    const browser = new ApiClient(folio.url)
    const location = await start(browser)
    const cookie = browser.cookieHeader()
    const back = await idp.signIn(location, { accountId: 'sub-ok' })
    expect(landing(await callback(browser, back)).path).toBe('/admin')
    const replay = await fetch(back, {
      headers: { Cookie: cookie, 'Accept-Language': 'en' },
      redirect: 'manual',
    })
    expect(landing(replay).query.errorMessage).toBe(
      'Sign-in with Test IdP failed. Please try again.',
    )
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('payload-token='))).toBe(false)
  })

  it('tells a person who cancelled at the provider', async () => {
    const browser = new ApiClient(folio.url)
    const back = await idp.signIn(await start(browser), { cancel: true })
    expect(new URL(back).searchParams.get('error')).toBe('access_denied')
    const res = await callback(browser, back)
    expect(landing(res).query.errorMessage).toBe('Sign-in with Test IdP was cancelled.')
    expect(await signedInAs(browser)).toBeUndefined()
  })

  it('refuses an unknown provider or flow with a message, never a 500', async () => {
    for (const path of [
      '/admin/oauth/authorization/github?flow=login',
      '/admin/oauth/authorization/google?flow=login',
      '/admin/oauth/authorization/oidc?flow=link',
      `${CALLBACK}/nope?code=x&state=y`,
    ]) {
      const res = await new ApiClient(folio.url).get(path)
      expect(landing(res).query.errorMessage, path).toBe('This sign-in method is not available.')
    }
  })

  it('keeps a locked account out', async () => {
    await query(folio, 'update users set locked_by_admin = true where email = ?', [
      'locked@idp.test',
    ])
    const { browser, res } = await signIn('sub-locked')
    expect(landing(res).query.errorMessage).toBe('This account is locked.')
    expect(await signedInAs(browser)).toBeUndefined()
  })

  it('asks for the TOTP code unless the provider asserted a second factor', async () => {
    const local = new ApiClient(folio.url)
    // Enrol TOTP while the account is still local, then move it to the provider.
    const user = await admin.get('/users?where[email][equals]=totp@idp.test')
    const id = user.body.docs[0].id
    expect((await admin.patch(`/users/${id}`, { provider: 'local' })).status).toBe(200)
    expect((await local.login('totp@idp.test', PASSWORD)).status).toBe(200)
    const setup = await local.get('/users/mfa/totp/setup')
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret) }).generate()
    expect((await local.post('/users/mfa/totp/finish-enrollment', { code })).status).toBe(200)
    expect((await admin.patch(`/users/${id}`, { provider: 'oidc' })).status).toBe(200)

    const plain = await signIn(
      'sub-totp',
      undefined,
      `flow=login&redirect=${encodeURIComponent('/admin/account')}`,
    )
    expect(landing(plain.res)).toEqual({
      path: '/admin/totp',
      query: { redirect: '/admin/account' },
    })
    expect(await signedInAs(plain.browser)).toBeUndefined()

    const mfa = await signIn('sub-mfa')
    expect(landing(mfa.res).path).toBe('/admin')
    expect(await signedInAs(mfa.browser)).toBe('totp@idp.test')
  })

  it('refuses the password of a provider account, and its password change and reset', async () => {
    const res = await new ApiClient(folio.url).login('ok@idp.test', PASSWORD)
    expect(res.status).toBe(401)
    expect(res.body.errors[0].message).toBe(
      'You are not allowed to sign in using email and password. Please use Test IdP.',
    )
    // A right password refused this way is no failed attempt: it never leads to a lock.
    const id = (await admin.get('/users?where[email][equals]=ok@idp.test')).body.docs[0].id
    expect((await admin.get(`/users/${id}/lock-state`)).body.loginAttempts).toBe(0)
    const { browser } = await signIn('sub-ok')
    const change = await browser.post('/users/change-password', {
      currentPassword: PASSWORD,
      password: 'Another-Pass-123',
    })
    expect(change.status).toBe(403)
    expect(change.body.errors[0].message).toBe(
      'Password changes are only possible for local identity provider.',
    )
    const before = (await outboxMessages(admin, 'ok@idp.test')).length
    const forgot = await new ApiClient(folio.url).post('/users/forgot-password', {
      email: 'ok@idp.test',
    })
    expect(forgot.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await outboxMessages(admin, 'ok@idp.test')).length).toBe(before)
  })

  it('lets admins change a provider (the user is told) and nobody else', async () => {
    const target = (await admin.get('/users?where[email][equals]=local@idp.test')).body.docs[0]
    expect(target.provider).toBe('local')
    const changed = await admin.patch(`/users/${target.id}`, { provider: 'oidc' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.doc.provider).toBe('oidc')
    const [mail] = await waitForOutbox(admin, 'local@idp.test')
    expect(mail!.subject).toBe('How you sign in has changed')
    expect(mail!.text).toContain('from email and password to Test IdP')

    // The user themself cannot change it back (the field is the admins').
    const { browser } = await signIn('sub-local')
    expect(await signedInAs(browser)).toBe('local@idp.test')
    const own = await browser.patch(`/users/${target.id}`, { provider: 'local' })
    expect((await admin.get(`/users/${target.id}`)).body.provider).toBe('oidc')
    expect(own.status).toBeLessThan(500)
    // A value that is no enabled provider is a 400.
    const bad = await admin.patch(`/users/${target.id}`, { provider: 'github' })
    expect(bad.status).toBe(400)
    // An account of a provider no longer enabled keeps it, and its other changes still save.
    await query(folio, 'update users set provider = ? where email = ?', [
      'google',
      'local@idp.test',
    ])
    const renamed = await admin.patch(`/users/${target.id}`, { name: 'Renamed' })
    expect([renamed.status, renamed.body.doc?.provider]).toEqual([200, 'google'])
    expect((await admin.patch(`/users/${target.id}`, { provider: 'microsoft' })).status).toBe(400)
    expect((await admin.patch(`/users/${target.id}`, { provider: 'oidc' })).status).toBe(200)
  })

  it('tells of a provider that cannot be reached', async () => {
    const browser = new ApiClient(folio.url)
    const back = await idp.signIn(await start(browser), { accountId: 'sub-ok' })
    // The person comes back with a code, but the provider is gone before Folio redeems it.
    await idp.stop()
    const res = await callback(browser, back)
    expect(landing(res).query.errorMessage).toBe(
      'Test IdP cannot be reached right now. Please try again later.',
    )
    expect(await signedInAs(browser)).toBeUndefined()
  })
})

describe('Google and Microsoft, and users created at sign-in', () => {
  let idp: TestIdentityProvider
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    const idpPort = await freePort()
    const downPort = await freePort()
    folio = await startFolio({
      env: {
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: SECRET,
        GOOGLE_ISSUER: `http://127.0.0.1:${idpPort}`,
        MICROSOFT_CLIENT_ID: 'ms-client',
        MICROSOFT_CLIENT_SECRET: SECRET,
        MICROSOFT_ISSUER: `http://127.0.0.1:${idpPort}`,
        OIDC_ISSUER: `http://127.0.0.1:${downPort}`,
        OIDC_CLIENT_ID: 'down',
        OIDC_CLIENT_SECRET: SECRET,
        FOLIO_OIDC_AUTO_CREATE_ROLE: 'author',
      },
    })
    idp = await startIdentityProvider({
      port: idpPort,
      accounts: [
        { id: 'g-new', email: 'new@google.test', emailVerified: true, name: 'New Person' },
        {
          id: 'm-edov',
          email: 'staff@contoso.test',
          emailVerified: false,
          extraClaims: { xms_edov: true },
        },
        { id: 'm-plain', email: 'guest@contoso.test', emailVerified: false },
      ],
      clients: [
        {
          clientId: 'google-client',
          clientSecret: SECRET,
          redirectUris: [`${folio.url}/api${CALLBACK}/google`],
        },
        {
          clientId: 'ms-client',
          clientSecret: SECRET,
          redirectUris: [`${folio.url}/api${CALLBACK}/microsoft`],
        },
      ],
    })
    admin = await signedInAdmin(folio)
  }, 120_000)

  afterAll(async () => {
    await idp?.stop()
    await folio?.stop()
  })

  async function signIn(provider: string, accountId: string) {
    const browser = new ApiClient(folio.url)
    const start = await browser.get(`/admin/oauth/authorization/${provider}?flow=login`)
    const back = await idp.signIn(start.headers.get('location')!, { accountId })
    return { browser, res: await browser.get(back.slice(back.indexOf(CALLBACK))) }
  }

  it('offers each enabled provider to the sign-in screen', async () => {
    const config = await new ApiClient(folio.url).get('/folio/client-config')
    expect(config.body.plugins.oidc.providers).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'microsoft', name: 'Microsoft' },
      { id: 'oidc', name: 'OpenID Connect' },
    ])
  })

  it('creates an unknown verified user with the configured role', async () => {
    const { browser, res } = await signIn('google', 'g-new')
    expect(landing(res)).toEqual({ path: '/admin', query: {} })
    const me = (await browser.get('/users/me')).body.user
    expect(me).toMatchObject({
      email: 'new@google.test',
      role: 'author',
      provider: 'google',
      name: 'New Person',
    })
  })

  it('takes Microsoft’s tenant-verified email, and no other unverified one', async () => {
    const created = await admin.post('/users', {
      email: 'staff@contoso.test',
      password: PASSWORD,
      role: 'editor',
      provider: 'microsoft',
    })
    expect(created.status).toBe(201)
    const staff = await signIn('microsoft', 'm-edov')
    expect((await staff.browser.get('/users/me')).body.user.email).toBe('staff@contoso.test')
    const guest = await signIn('microsoft', 'm-plain')
    expect(landing(guest.res).query.errorMessage).toBe(
      'Microsoft has not confirmed your email address, so it cannot sign you in here.',
    )
    expect((await admin.get('/users?where[email][equals]=guest@contoso.test')).body.totalDocs).toBe(
      0,
    )
  })

  it('tells of a provider whose discovery fails', async () => {
    const res = await new ApiClient(folio.url).get('/admin/oauth/authorization/oidc?flow=login')
    expect(landing(res).query.errorMessage).toBe(
      'OpenID Connect cannot be reached right now. Please try again later.',
    )
  })
})
