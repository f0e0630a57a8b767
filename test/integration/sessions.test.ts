import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import { ApiClient } from '../harness/api-client'
import { waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { sessionRows, setSessionCreatedAt, type SessionRow } from '../harness/user-row'

const PASSWORD = 'Session-pass-123'
const NEW_PASSWORD = 'Another-pass-456'
const DAY_MS = 24 * 60 * 60 * 1000
const TOKEN_EXPIRATION_S = 2 * 60 * 60

/** No `sessions` key anywhere in the answer, and none of the given session ids in it. */
function expectNoSessions(body: unknown, ids: string[], what: string): void {
  const json = JSON.stringify(body)
  expect(json, what).not.toContain('"sessions"')
  for (const id of ids) expect(json, what).not.toContain(id)
}

async function signedIn(
  folio: RunningFolio,
  email: string,
  password = PASSWORD,
): Promise<ApiClient> {
  const client = new ApiClient(folio.url)
  expect((await client.login(email, password)).status).toBe(200)
  return client
}

/** The session the newest sign-in of `email` opened. */
async function newestSession(folio: RunningFolio, email: string): Promise<SessionRow> {
  return (await sessionRows(folio, email)).reduce((a, b) => (b.createdAt > a.createdAt ? b : a))
}

describe.each(databases)('sessions are server state, never in an answer (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let firstRegister: unknown
  const ids = () =>
    Promise.all(
      ['admin@example.com', 'viewer@example.com', 'reset@example.com', 'invited@example.com'].map(
        (e) => sessionRows(folio, e),
      ),
    ).then((r) => r.flat().map((s) => s.id))

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    const first = await admin.post('/users/first-register', {
      email: 'admin@example.com',
      password: PASSWORD,
    })
    expect(first.status).toBe(200)
    firstRegister = first.body
    expect((await admin.login('admin@example.com', PASSWORD)).status).toBe(200)
    for (const email of ['viewer@example.com', 'reset@example.com'])
      expect(
        (await admin.post('/users', { email, password: PASSWORD, role: 'viewer' })).status,
      ).toBe(201)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('first-register, login, me and refresh answer without sessions', async () => {
    const viewer = new ApiClient(folio.url)
    const login = await viewer.login('viewer@example.com', PASSWORD)
    expect(login.status).toBe(200)
    expect(login.body.user.email).toBe('viewer@example.com')
    const me = await viewer.get('/users/me')
    expect(me.body.user.email).toBe('viewer@example.com')
    const refresh = await viewer.post('/users/refresh-token')
    expect(refresh.status).toBe(200)
    const all = await ids()
    expect(all.length).toBeGreaterThan(0)
    for (const [what, body] of Object.entries({
      firstRegister,
      login: login.body,
      me: me.body,
      refresh: refresh.body,
    }))
      expectNoSessions(body, all, what)
  })

  it('reading and updating users answers without sessions, even an admin reading their own (list, by id, select, update)', async () => {
    const adminId = (await admin.get('/users/me')).body.user.id
    const answers = {
      list: await admin.get('/users?limit=100'),
      own: await admin.get(`/users/${adminId}`),
      selected: await admin.get(`/users/${adminId}?select[sessions]=true`),
      updated: await admin.patch(`/users/${adminId}`, { name: 'Ada Admin' }),
      viewerOwn: await (await signedIn(folio, 'viewer@example.com')).get('/users?limit=100'),
    }
    const all = await ids()
    for (const [what, res] of Object.entries(answers)) {
      expect(res.status, what).toBe(200)
      expectNoSessions(res.body, all, what)
    }
  })

  it('refuses a query on sessions, so their ids cannot be guessed through filters', async () => {
    const [session] = await sessionRows(folio, 'admin@example.com')
    const res = await admin.get(`/users?where[sessions.id][equals]=${session!.id}`)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expectNoSessions(res.body, await ids(), 'query')
  })

  it('reset-password and accept-invitation answer without sessions', async () => {
    expect(
      (
        await new ApiClient(folio.url).post('/users/forgot-password', {
          email: 'reset@example.com',
        })
      ).status,
    ).toBe(200)
    const mail = (await waitForOutbox(admin, 'reset@example.com'))[0]!
    const resetToken = /reset\?token=([0-9a-f]{40})/.exec(mail.text)![1]
    const reset = await new ApiClient(folio.url).post('/users/reset-password', {
      token: resetToken,
      password: NEW_PASSWORD,
    })
    expect(reset.status).toBe(200)

    expect(
      (await admin.post('/users/invite', { email: 'invited@example.com', role: 'editor' })).status,
    ).toBe(201)
    const invitation = (
      await admin.get(`/${OUTBOX_SLUG}?where[to][equals]=invited@example.com&sort=-sentAt&limit=1`)
    ).body.docs[0]
    const inviteToken = /accept-invitation\?token=([\w-]{43})/.exec(invitation.text)![1]
    const accepted = await new ApiClient(folio.url).post('/users/accept-invitation', {
      token: inviteToken,
      password: NEW_PASSWORD,
    })
    expect(accepted.status).toBe(200)

    const all = await ids()
    expectNoSessions(reset.body, all, 'reset-password')
    expectNoSessions(accepted.body, all, 'accept-invitation')
  })
})

describe.each(databases)('absolute session lifetime, default 30 days (%s)', (database) => {
  let folio: RunningFolio

  beforeAll(async () => {
    folio = await startFolio({ database })
    const admin = new ApiClient(folio.url)
    expect(
      (
        await admin.post('/users/first-register', {
          email: 'admin@example.com',
          password: PASSWORD,
        })
      ).status,
    ).toBe(200)
    expect((await admin.login('admin@example.com', PASSWORD)).status).toBe(200)
    for (const email of ['old@example.com', 'fresh@example.com', 'near@example.com'])
      expect(
        (await admin.post('/users', { email, password: PASSWORD, role: 'editor' })).status,
      ).toBe(201)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses a session opened 31 days ago on every request, however recently it was refreshed: me is anonymous, writes 403, refresh 401', async () => {
    const client = await signedIn(folio, 'old@example.com')
    const session = await newestSession(folio, 'old@example.com')
    await setSessionCreatedAt(folio, session.id, new Date(Date.now() - 31 * DAY_MS))

    expect((await client.get('/users/me')).body.user).toBeNull()
    expect((await client.post('/posts', { title: 'After the end' })).status).toBe(403)
    const refresh = await client.post('/users/refresh-token')
    expect(refresh.status).toBe(401)
    expect(refresh.body.errors[0].message).toBe(
      'Unauthorized, you must be logged in to make this request.',
    )
  })

  it('refreshes a fresh session a full token lifetime ahead', async () => {
    const client = await signedIn(folio, 'fresh@example.com')
    const before = Math.floor(Date.now() / 1000)
    const refresh = await client.post('/users/refresh-token')
    expect(refresh.status).toBe(200)
    expect(refresh.body.exp).toBeGreaterThanOrEqual(before + TOKEN_EXPIRATION_S)
    expect((await client.get('/users/me')).body.user.email).toBe('fresh@example.com')
  })

  it('never refreshes a session past 30 days from sign-in: the token and the stored session end there', async () => {
    const client = await signedIn(folio, 'near@example.com')
    const session = await newestSession(folio, 'near@example.com')
    const createdAt = new Date(Date.now() - 30 * DAY_MS + 10 * 60 * 1000)
    await setSessionCreatedAt(folio, session.id, createdAt)
    const end = createdAt.getTime() + 30 * DAY_MS

    const refresh = await client.post('/users/refresh-token')
    expect(refresh.status).toBe(200)
    expect(refresh.body.exp * 1000).toBeLessThanOrEqual(end)
    expect(refresh.body.exp * 1000).toBeGreaterThan(end - 60 * 1000)
    expectNoSessions(refresh.body, [session.id], 'capped refresh')
    const stored = (await sessionRows(folio, 'near@example.com')).find((s) => s.id === session.id)!
    expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(end)
    expect((await client.get('/users/me')).body.user.email).toBe('near@example.com')
  })
})

describe.each(databases)(
  'absolute session lifetime from FOLIO_SESSION_MAX_AGE_DAYS (%s)',
  (database) => {
    let folio: RunningFolio

    beforeAll(async () => {
      folio = await startFolio({ database, env: { FOLIO_SESSION_MAX_AGE_DAYS: '2' } })
      const admin = new ApiClient(folio.url)
      expect(
        (
          await admin.post('/users/first-register', {
            email: 'admin@example.com',
            password: PASSWORD,
          })
        ).status,
      ).toBe(200)
    })
    afterAll(async () => {
      await folio?.stop()
    })

    it('keeps a session opened a day ago and refuses one opened three days ago', async () => {
      const client = await signedIn(folio, 'admin@example.com')
      const session = await newestSession(folio, 'admin@example.com')
      await setSessionCreatedAt(folio, session.id, new Date(Date.now() - 1 * DAY_MS))
      expect((await client.get('/users/me')).body.user?.email).toBe('admin@example.com')
      await setSessionCreatedAt(folio, session.id, new Date(Date.now() - 3 * DAY_MS))
      expect((await client.get('/users/me')).body.user).toBeNull()
      expect((await client.post('/users/refresh-token')).status).toBe(401)
    })
  },
)
