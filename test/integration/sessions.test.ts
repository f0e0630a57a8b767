import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { sessionRows } from '../harness/user-row'

const PASSWORD = 'Session-pass-123'
const NEW_PASSWORD = 'Another-pass-456'

/** No `sessions` key anywhere in the answer, and none of the given session ids in it. */
function expectNoSessions(body: unknown, ids: string[], what: string): void {
  const json = JSON.stringify(body)
  expect(json, what).not.toContain('"sessions"')
  for (const id of ids) expect(json, what).not.toContain(id)
}

async function signedIn(folio: RunningFolio, email: string, password = PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(folio.url)
  expect((await client.login(email, password)).status).toBe(200)
  return client
}

describe.each(databases)('sessions are server state, never in an answer (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let firstRegister: unknown
  const ids = () => Promise.all(['admin@example.com', 'viewer@example.com', 'reset@example.com', 'invited@example.com'].map((e) => sessionRows(folio, e))).then((r) => r.flat().map((s) => s.id))

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    const first = await admin.post('/users/first-register', { email: 'admin@example.com', password: PASSWORD })
    expect(first.status).toBe(200)
    firstRegister = first.body
    expect((await admin.login('admin@example.com', PASSWORD)).status).toBe(200)
    for (const email of ['viewer@example.com', 'reset@example.com']) expect((await admin.post('/users', { email, password: PASSWORD, role: 'viewer' })).status).toBe(201)
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
    for (const [what, body] of Object.entries({ firstRegister, login: login.body, me: me.body, refresh: refresh.body })) expectNoSessions(body, all, what)
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
    expect((await new ApiClient(folio.url).post('/users/forgot-password', { email: 'reset@example.com' })).status).toBe(200)
    const mail = (await admin.get(`/${OUTBOX_SLUG}?where[to][equals]=reset@example.com&sort=-sentAt&limit=1`)).body.docs[0]
    const resetToken = /reset\?token=([0-9a-f]{40})/.exec(mail.text)![1]
    const reset = await new ApiClient(folio.url).post('/users/reset-password', { token: resetToken, password: NEW_PASSWORD })
    expect(reset.status).toBe(200)

    expect((await admin.post('/users/invite', { email: 'invited@example.com', role: 'editor' })).status).toBe(201)
    const invitation = (await admin.get(`/${OUTBOX_SLUG}?where[to][equals]=invited@example.com&sort=-sentAt&limit=1`)).body.docs[0]
    const inviteToken = /accept-invitation\?token=([\w-]{43})/.exec(invitation.text)![1]
    const accepted = await new ApiClient(folio.url).post('/users/accept-invitation', { token: inviteToken, password: NEW_PASSWORD })
    expect(accepted.status).toBe(200)

    const all = await ids()
    expectNoSessions(reset.body, all, 'reset-password')
    expectNoSessions(accepted.body, all, 'accept-invitation')
  })
})
