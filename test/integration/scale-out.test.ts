import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { clusterUnavailable, startCluster, type RunningCluster } from '../harness/cluster'
import { createPostgresDatabase, startFolio } from '../harness/server'
import { png, uploadForm } from '../harness/images'
import type { RunningFolio } from '../harness/server'

const unavailable = clusterUnavailable()
if (unavailable) console.warn(`scale-out tests not run: ${unavailable}`)
const withoutRedisUnavailable = clusterUnavailable({ redis: false })
/** With Redis, and without it: then the instances share their state through PostgreSQL. */
const setups = [
  { name: 'one PostgreSQL, Redis and bucket', redis: true, unavailable },
  {
    name: 'one PostgreSQL and bucket, no Redis',
    redis: false,
    unavailable: withoutRedisUnavailable,
  },
].filter((setup) => !setup.unavailable)

const WRONG = 'Wrong-pass-000'
let addresses = 0
/** A client address of its own (the instances trust the proxy's X-Forwarded-For). */
const newAddress = () => `10.40.${Math.floor(++addresses / 250)}.${addresses % 250}`

describe.skipIf(setups.length === 0).each(setups)('two Folio instances on $name', (setup) => {
  let cluster: RunningCluster
  let a: RunningFolio
  let b: RunningFolio
  /** The admin, signed in once, through each instance (one session). */
  let adminA: ApiClient
  let adminB: ApiClient

  beforeAll(async () => {
    cluster = await startCluster({
      redis: setup.redis,
      env: {
        FOLIO_LOGIN_DELAY_MS: '0',
        FOLIO_LOGIN_ACCOUNT_LIMIT: '6',
        FOLIO_LOGIN_ADDRESS_LIMIT: '8',
      },
    })
    ;[a, b] = cluster.instances as [RunningFolio, RunningFolio]
    adminA = await signedInAdmin(a)
    // The session cookie made by A is good on B: the same secret, the sessions in the database.
    adminB = new ApiClient(b.url, a.url)
    adminB['cookies'] = adminA['cookies']
  }, 120_000)
  afterAll(async () => {
    await cluster?.stop()
  })

  /** A client of one instance that sends the address as its proxy would. */
  const through = (instance: RunningFolio) => new ApiClient(instance.url, a.url)
  const signIn = (instance: RunningFolio, email: string, password: string, address: string) =>
    through(instance).request(
      'POST',
      '/users/login',
      { email, password },
      { 'X-Forwarded-For': address },
    )
  const alternate = (i: number) => (i % 2 === 0 ? a : b)

  it('is ready on both, with the database, Redis (when set) and the bucket reachable', async () => {
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.url}/api/ready`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        status: 'ready',
        database: 'reachable',
        ...(setup.redis ? { redis: 'reachable' } : {}),
        storage: 'reachable',
      })
    }
  })

  it('locks an account after the same number of failed sign-ins, spread over both, as one instance does', async () => {
    const email = 'spread@cluster.test'
    const password = 'Spread-pass-123'
    expect((await adminA.post('/users', { email, password, role: 'editor' })).status).toBe(201)
    const address = newAddress()
    for (let i = 0; i < 5; i++) {
      const res = await signIn(alternate(i), email, WRONG, address)
      expect(res.status).toBe(401)
      expect(res.body.errors[0].message).toBe('The email or password provided is incorrect.')
    }
    // The sixth, with the right password, through the other instance: the account is locked.
    const sixth = await signIn(b, email, password, address)
    expect(sixth.status).toBe(401)
    expect(sixth.body.errors[0].message).toBe('Login is temporarily blocked for this user.')
    // (A seventh passes the account's limit of 6 failures: refused before anything is checked.)
    expect((await signIn(a, email, password, address)).status).toBe(429)
  })

  it('refuses an account (known or not) past its limit of failures counted on both instances', async () => {
    // FOLIO_LOGIN_ACCOUNT_LIMIT=6: three failures on each instance are six for the account.
    const email = 'nobody@cluster.test'
    for (let i = 0; i < 6; i++) {
      const res = await signIn(alternate(i), email, WRONG, newAddress())
      expect(res.status).toBe(401)
    }
    for (const instance of [a, b]) {
      const res = await signIn(instance, email, WRONG, newAddress())
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('refuses a client address past its limit of failures counted on both instances', async () => {
    // FOLIO_LOGIN_ADDRESS_LIMIT=8, each attempt for another email.
    const address = newAddress()
    for (let i = 0; i < 8; i++) {
      const res = await signIn(alternate(i), `guess-${i}@cluster.test`, WRONG, address)
      expect(res.status).toBe(401)
    }
    for (const instance of [a, b]) {
      const res = await signIn(instance, 'guess-last@cluster.test', WRONG, address)
      expect(res.status).toBe(429)
    }
    // Another address is not held back.
    expect((await signIn(b, 'guess-last@cluster.test', WRONG, newAddress())).status).toBe(401)
  })

  it('gives parallel wrong passwords spread over both no more password checks than the lockout allows', async () => {
    const email = 'parallel@cluster.test'
    const password = 'Parallel-pass-123'
    expect((await adminB.post('/users', { email, password, role: 'author' })).status).toBe(201)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(alternate(i), email, WRONG, newAddress())),
    )
    const wrongPassword = answers.filter(
      (r) => r.body?.errors?.[0]?.message === 'The email or password provided is incorrect.',
    )
    // At most 5 attempts reach the password check; every other is refused (locked, or 429).
    expect(wrongPassword.length).toBeLessThanOrEqual(5)
    for (const r of answers) expect([401, 429]).toContain(r.status)
    expect((await signIn(a, email, password, newAddress())).status).not.toBe(200)
  })

  it('counts forgot-password requests for one email on both instances together', async () => {
    const email = 'forgetful@cluster.test'
    // The default limit: 5 per email asked for, whichever address asks.
    for (let i = 0; i < 5; i++) {
      const res = await through(alternate(i)).request(
        'POST',
        '/users/forgot-password',
        { email },
        { 'X-Forwarded-For': newAddress() },
      )
      expect(res.status).toBe(200)
    }
    const refused = await through(a).request(
      'POST',
      '/users/forgot-password',
      { email },
      { 'X-Forwarded-For': newAddress() },
    )
    expect(refused.status).toBe(429)
  })

  it('shows a document lock taken through one instance to an editor on the other', async () => {
    const editorB = through(b)
    const editor = { email: 'locker@cluster.test', password: 'Locker-pass-123' }
    expect((await adminA.post('/users', { ...editor, role: 'editor' })).status).toBe(201)
    expect((await editorB.login(editor.email, editor.password)).status).toBe(200)
    const id = (await adminA.post('/posts', { title: 'Shared story' })).body.doc.id as number
    const target = { collection: 'posts', id: String(id) }
    expect((await adminA.post('/folio/locks', target)).status).toBe(200)
    const seen = await editorB.get(`/folio/locks?collection=posts&id=${id}`)
    expect(seen.body).toMatchObject({
      isLocked: true,
      isMine: false,
      user: { email: 'admin@example.com' },
    })
    expect((await editorB.post('/folio/locks', target)).status).toBe(423)
    expect((await editorB.patch(`/posts/${id}`, { title: 'Not mine' })).status).toBe(423)
  })

  it('serves a media file uploaded through one instance from the other', async () => {
    const image = await png(24, 16, '#c63')
    const created = await adminA.request('POST', '/media', uploadForm(image, 'shared.png'))
    expect(created.status).toBe(201)
    const filename = created.body.doc.filename as string
    const served = await fetch(`${b.url}/api/media/file/${encodeURIComponent(filename)}`, {
      headers: { Cookie: adminB.cookieHeader() },
    })
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
  })

  it('answers 409, never a silent overwrite, when two editors save one document through different instances', async () => {
    const created = await adminA.post('/posts', { title: 'Contested' })
    const id = created.body.doc.id as number
    const tag = `"r${created.body.doc.folioRevision as number}"`
    // Both edited the same version and save at the same moment, one through each instance.
    const [first, second] = await Promise.all([
      adminA.request('PATCH', `/posts/${id}`, { title: 'Through A' }, { 'If-Match': tag }),
      adminB.request('PATCH', `/posts/${id}`, { title: 'Through B' }, { 'If-Match': tag }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const winner = first.status === 200 ? 'Through A' : 'Through B'
    expect((await adminB.get(`/posts/${id}`)).body.title).toBe(winner)
    // A later save that names the old version is refused on either instance.
    for (const client of [adminA, adminB]) {
      const stale = await client.request(
        'PATCH',
        `/posts/${id}`,
        { title: 'Stale' },
        { 'If-Match': tag },
      )
      expect(stale.status).toBe(409)
    }
  })
})

describe.skipIf(unavailable)('instances started together on an empty database', () => {
  it('both become ready: they migrate one after another', async () => {
    const database = await createPostgresDatabase()
    const started = await Promise.allSettled(
      [0, 1].map(() => startFolio({ database: 'postgres', databaseURL: database.url })),
    )
    try {
      for (const result of started)
        expect(
          result.status,
          result.status === 'rejected' ? String(result.reason).slice(0, 3000) : '',
        ).toBe('fulfilled')
      const [a, b] = started.map((r) => (r.status === 'fulfilled' ? r.value : undefined))
      const admin = await signedInAdmin(a!)
      expect((await admin.post('/posts', { title: 'After two starts' })).status).toBe(201)
      expect((await fetch(`${b!.url}/api/ready`)).status).toBe(200)
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.stop()
      await database.drop()
    }
  }, 120_000)
})
