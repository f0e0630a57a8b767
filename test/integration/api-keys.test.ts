import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import { waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { setUserColumn, userColumn } from '../harness/user-row'

const PASSWORD = 'Keys-Pass-1234'
const FOREIGN = 'https://elsewhere.example'

/** A request as a script sends it: the key in Payload's header, no cookie, no Origin. */
async function withKey(
  folio: RunningFolio,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${folio.apiURL}${path}`, {
    method,
    headers: {
      Authorization: `users API-Key ${key}`,
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    text,
    headers: res.headers,
  }
}

/** Who the key signs in as (`/users/me` answers `user: null` for nobody). */
async function meWith(folio: RunningFolio, key: string) {
  const res = await withKey(folio, key, 'GET', '/users/me')
  expect(res.status).toBe(200)
  return res.body.user as { email: string; role: string } | null
}

describe.each(databases)('API keys (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let adminId: number | string
  let serial = 0
  const keysSeen: string[] = []

  async function newUser(role = 'editor') {
    const email = `user${++serial}@keys.test`
    const created = await admin.post('/users', {
      email,
      password: PASSWORD,
      name: `User ${serial}`,
      role,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const client = new ApiClient(folio.url)
    expect((await client.login(email, PASSWORD)).status).toBe(200)
    return { client, email, id: created.body.doc.id as number | string }
  }

  async function createKey(client: ApiClient, id: number | string) {
    const res = await client.post(`/users/${id}/api-key`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    keysSeen.push(res.body.apiKey)
    return res.body as { apiKey: string; header: string; apiKeyCreatedAt: string }
  }

  beforeAll(async () => {
    folio = await startFolio({ database, env: { FOLIO_LOGIN_DELAY_MS: '0' } })
    admin = await signedInAdmin(folio)
    adminId = (await admin.get('/users/me')).body.user.id
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('lets a user make their own key, shown once, that signs a script in as them without a cookie or Origin', async () => {
    const editor = await newUser()
    const made = await createKey(editor.client, editor.id)
    expect(made.apiKey).toMatch(/^folio_[A-Za-z0-9_-]{43}$/)
    expect(made.header).toBe(`users API-Key ${made.apiKey}`)
    expect(new Date(made.apiKeyCreatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await meWith(folio, made.apiKey)).toMatchObject({ email: editor.email, role: 'editor' })

    // The owner's account answers when the key was made and, soon after a use, when it was last used.
    const own = await editor.client.get(`/users/${editor.id}`)
    expect(own.body.apiKeyCreatedAt).toBe(made.apiKeyCreatedAt)
    await expect
      .poll(async () => (await editor.client.get(`/users/${editor.id}`)).body.apiKeyLastUsedAt)
      .toBeTruthy()
  })

  it('keeps only a keyed hash: the key is in no answer, no email, no log and not in the database', async () => {
    const editor = await newUser()
    const made = await createKey(editor.client, editor.id)
    const answers = [
      await admin.get('/users?limit=100'),
      await admin.get(`/users/${editor.id}`),
      await editor.client.get('/users/me'),
      await withKey(folio, made.apiKey, 'GET', '/users/me'),
      await withKey(folio, made.apiKey, 'GET', `/users/${editor.id}`),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      const text = JSON.stringify(answer.body)
      expect(text).not.toContain(made.apiKey)
      expect(text).not.toMatch(/apiKeyHash|hmac-sha256/)
    }
    const notice = (await waitForOutbox(admin, editor.email))[0]!
    expect(notice.subject).toBe('An API key was created for your account')
    expect(notice.text + notice.html).not.toContain(made.apiKey)
    const stored = String(await userColumn(folio, editor.email, 'api_key_hash'))
    expect(stored).toMatch(/^hmac-sha256:[0-9a-f]{64}$/)
    expect(stored).not.toContain(made.apiKey.slice(6))
    // The hash is not a filter anyone may use.
    const probe = await admin.get(`/users?where[apiKeyHash][equals]=${encodeURIComponent(stored)}`)
    expect(probe.status).not.toBe(200)
    expect(probe.status).toBeLessThan(500)
    expect(folio.logs()).not.toContain(made.apiKey)
  })

  it('lets an admin make and revoke another user’s key, emailing the owner who did it; nobody else', async () => {
    const owner = await newUser('author')
    const other = await newUser('editor')
    expect((await other.client.post(`/users/${owner.id}/api-key`)).status).toBe(403)
    expect((await other.client.delete(`/users/${owner.id}/api-key`)).status).toBe(403)
    expect((await new ApiClient(folio.url).post(`/users/${owner.id}/api-key`)).status).toBe(401)
    expect((await admin.post('/users/999999/api-key')).status).toBe(404)
    expect((await admin.post('/users/not-an-id/api-key')).status).toBe(404)

    const made = await createKey(admin, owner.id)
    expect(await meWith(folio, made.apiKey)).toMatchObject({ email: owner.email, role: 'author' })
    const notice = (await waitForOutbox(admin, owner.email))[0]!
    expect(notice.text).toContain('An administrator (admin@example.com) did this.')
    // When a key was made is the owner's and the admins' to read, not other users'.
    expect((await admin.get(`/users/${owner.id}`)).body.apiKeyCreatedAt).toBe(made.apiKeyCreatedAt)
    expect((await other.client.get(`/users/${owner.id}`)).body).not.toHaveProperty(
      'apiKeyCreatedAt',
    )

    const revoked = await admin.delete(`/users/${owner.id}/api-key`)
    expect(revoked.status).toBe(200)
    expect(revoked.body.message).toBe('The API key was revoked.')
    expect(await meWith(folio, made.apiKey)).toBeNull()
    expect((await owner.client.get(`/users/${owner.id}`)).body.apiKeyCreatedAt).toBeNull()
  })

  it('makes the old key fail at once when it is rotated, and says so by email', async () => {
    const editor = await newUser()
    const first = await createKey(editor.client, editor.id)
    const second = await createKey(editor.client, editor.id)
    expect(second.apiKey).not.toBe(first.apiKey)
    expect(await meWith(folio, first.apiKey)).toBeNull()
    expect(await meWith(folio, second.apiKey)).toMatchObject({ email: editor.email })
    const messages = await waitForOutbox(admin, editor.email, 2)
    expect(messages[0]!.subject).toBe('The API key of your account was replaced')
  })

  it('leaves the user’s version alone when a key is made, used or revoked (an open editor’s save does not conflict)', async () => {
    const editor = await newUser()
    const user = async () =>
      (await admin.get(`/users/${editor.id}`)).body as {
        updatedAt: string
        folioRevision: number
        apiKeyLastUsedAt: string | null
      }
    const before = await user()
    const made = await createKey(editor.client, editor.id)
    expect(await meWith(folio, made.apiKey)).toMatchObject({ email: editor.email })
    await expect.poll(async () => (await user()).apiKeyLastUsedAt).toBeTruthy()
    expect((await editor.client.delete(`/users/${editor.id}/api-key`)).status).toBe(200)
    const after = await user()
    expect([after.updatedAt, after.folioRevision]).toEqual([before.updatedAt, before.folioRevision])
    // The admin's save with the version it read still goes through, by revision as by date.
    const byRevision = await admin.request(
      'PATCH',
      `/users/${editor.id}`,
      { name: 'Renamed' },
      { 'If-Match': `"r${before.folioRevision}"` },
    )
    expect(byRevision.status, JSON.stringify(byRevision.body)).toBe(200)
    const byDate = await admin.request(
      'PATCH',
      `/users/${editor.id}`,
      { name: 'Renamed again' },
      { 'If-Match': `"${byRevision.body.doc.updatedAt}"` },
    )
    expect(byDate.status, JSON.stringify(byDate.body)).toBe(200)
  })

  it('refuses to make or revoke keys with a key, or from another site with the cookie', async () => {
    const editor = await newUser()
    const made = await createKey(editor.client, editor.id)
    const withItself = await withKey(folio, made.apiKey, 'POST', `/users/${editor.id}/api-key`)
    expect(withItself.status).toBe(403)
    expect(withItself.body.errors[0].message).toBe(
      'API keys are created and revoked while signed in, not with an API key.',
    )
    expect(
      (await withKey(folio, made.apiKey, 'DELETE', `/users/${editor.id}/api-key`)).status,
    ).toBe(403)
    expect(await meWith(folio, made.apiKey)).toMatchObject({ email: editor.email })

    const forged = await editor.client.request(
      'POST',
      `/users/${editor.id}/api-key`,
      {},
      { Origin: FOREIGN },
    )
    expect(forged.status).toBe(403)
    expect(await meWith(folio, made.apiKey)).toMatchObject({ email: editor.email })
  })

  it('acts with the owner’s role and nothing more', async () => {
    const editor = await newUser('editor')
    const key = (await createKey(editor.client, editor.id)).apiKey
    const post = await withKey(folio, key, 'POST', '/posts', {
      title: 'Written by a script',
      _status: 'draft',
    })
    expect(post.status, post.text).toBe(201)
    const drafts = await withKey(folio, key, 'GET', `/posts/${post.body.doc.id}?draft=true`)
    expect(drafts.status).toBe(200)
    expect(drafts.body.title).toBe('Written by a script')

    const newUserByKey = await withKey(folio, key, 'POST', '/users', {
      email: 'made-by-key@keys.test',
      password: PASSWORD,
      role: 'admin',
    })
    expect(newUserByKey.status).toBe(403)
    const promoted = await withKey(folio, key, 'PATCH', `/users/${editor.id}`, { role: 'admin' })
    expect(promoted.status).toBeLessThan(500)
    expect((await admin.get(`/users/${editor.id}`)).body.role).toBe('editor')
    // Payload answers a write its access rule excludes as not found.
    const renamed = await withKey(folio, key, 'PATCH', `/users/${adminId}`, { name: 'Renamed' })
    expect([403, 404]).toContain(renamed.status)
    expect((await admin.get(`/users/${adminId}`)).body.name).not.toBe('Renamed')
    expect((await withKey(folio, key, 'GET', `/${OUTBOX_SLUG}`)).status).toBe(403)

    const viewer = await newUser('viewer')
    const viewerKey = (await createKey(viewer.client, viewer.id)).apiKey
    expect(
      (await withKey(folio, viewerKey, 'POST', '/posts', { title: 'Not allowed' })).status,
    ).toBe(403)
  })

  it('needs no Origin, and accepts another site’s Origin with a key (not with the cookie)', async () => {
    const editor = await newUser()
    const key = (await createKey(editor.client, editor.id)).apiKey
    const fromSite = await withKey(
      folio,
      key,
      'POST',
      '/categories',
      { name: `From a front end ${serial}`, slug: `front-${serial}` },
      { Origin: FOREIGN },
    )
    expect(fromSite.status, fromSite.text).toBe(201)
    const withCookie = await editor.client.request(
      'POST',
      '/categories',
      { name: `Forged ${serial}`, slug: `forged-${serial}` },
      { Origin: FOREIGN },
    )
    expect(withCookie.status).toBe(403)
  })

  it('keeps working when the owner signs in again or edits their account', async () => {
    const editor = await newUser()
    const key = (await createKey(editor.client, editor.id)).apiKey
    expect((await editor.client.patch(`/users/${editor.id}`, { name: 'New name' })).status).toBe(
      200,
    )
    expect((await new ApiClient(folio.url).login(editor.email, PASSWORD)).status).toBe(200)
    expect(await meWith(folio, key)).toMatchObject({ email: editor.email })
  })

  it('does nothing for a locked account, and works again once it is unlocked', async () => {
    const editor = await newUser()
    const key = (await createKey(editor.client, editor.id)).apiKey
    expect((await admin.post(`/users/${editor.id}/lock`)).status).toBe(200)
    expect(await meWith(folio, key)).toBeNull()
    expect((await withKey(folio, key, 'GET', '/posts?draft=true')).status).toBe(403)
    expect((await admin.post(`/users/${editor.id}/api-key`)).status).toBe(409)
    expect((await admin.post('/users/unlock', { email: editor.email })).status).toBe(200)
    expect(await meWith(folio, key)).toMatchObject({ email: editor.email })

    // Locked by failed sign-ins (until a time) as well.
    await setUserColumn(
      folio,
      editor.email,
      'lock_until',
      new Date(Date.now() + 600_000).toISOString(),
    )
    expect(await meWith(folio, key)).toBeNull()
    await setUserColumn(folio, editor.email, 'lock_until', null)
    expect(await meWith(folio, key)).toMatchObject({ email: editor.email })
  })

  it('makes no key for an account whose invitation is pending', async () => {
    const invited = await admin.post('/users/invite', {
      email: `pending${++serial}@keys.test`,
      role: 'editor',
      language: 'en',
    })
    expect(invited.status, JSON.stringify(invited.body)).toBeLessThan(300)
    const id = invited.body.doc?.id ?? invited.body.id
    const refused = await admin.post(`/users/${id}/api-key`)
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0].message).toMatch(/has not accepted its invitation/)
  })

  it('answers a wrong or malformed key as nobody, never as an error', async () => {
    for (const key of ['folio_' + 'A'.repeat(43), 'not-a-key', 'x'.repeat(5000)]) {
      const res = await withKey(folio, key, 'GET', '/users/me')
      expect(res.status).toBe(200)
      expect(res.body.user).toBeNull()
    }
    for (const key of keysSeen) expect(folio.logs()).not.toContain(key)
  })
})

describe('wrong API keys per client address', () => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({
      env: {
        FOLIO_API_KEY_ADDRESS_LIMIT: '4',
        FOLIO_LOGIN_DELAY_MS: '0',
        FOLIO_PREVIEW_ORIGINS: 'https://site.example',
      },
    })
    admin = await signedInAdmin(folio)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses every key from an address after too many wrong ones (429, Retry-After), sessions unaffected', async () => {
    const id = (await admin.get('/users/me')).body.user.id
    const key = (await admin.post(`/users/${id}/api-key`)).body.apiKey as string
    expect(await meWith(folio, key)).toMatchObject({ email: 'admin@example.com' })
    for (let i = 0; i < 4; i++) {
      const wrong = await withKey(folio, `folio_${String(i).repeat(43)}`, 'GET', '/users/me')
      expect(wrong.body.user).toBeNull()
    }
    const refused = await withKey(folio, key, 'GET', '/posts')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.errors[0].message).toMatch(
      /^Too many requests with a wrong API key came from your address\. Try again in \d+ minutes\.$/,
    )
    // A front end on an allowed origin can read the refusal.
    const fromSite = await withKey(folio, key, 'GET', '/posts', undefined, {
      Origin: 'https://site.example',
    })
    expect(fromSite.status).toBe(429)
    expect(fromSite.headers.get('access-control-allow-origin')).toBe('https://site.example')
    const german = await withKey(folio, key, 'GET', '/posts', undefined, {
      'Accept-Language': 'de',
    })
    expect(german.body.errors[0].message).toMatch(/^Von deiner Adresse kamen zu viele Anfragen/)
    // The session of the same address is not a key: it goes on.
    expect((await admin.get('/users/me')).body.user.email).toBe('admin@example.com')
  })
})
