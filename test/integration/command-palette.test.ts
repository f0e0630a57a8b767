import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { OUTBOX_SLUG } from '../../src/plugins/email/shared'
import {
  PALETTE_MAX_QUERY_LENGTH,
  PALETTE_PER_COLLECTION,
  type PaletteDocument,
} from '../../src/plugins/command-palette/shared'

const ROLES = ['admin', 'editor', 'author', 'viewer'] as const
type Role = (typeof ROLES)[number]
const PASSWORD = 'Palette-pass-123'
const emailOf = (role: Role) => `${role}@palette.test`
const SEARCH = '/folio/palette/search'

describe.each(databases)('command palette search (%s)', (database) => {
  let folio: RunningFolio
  const as = {} as Record<Role, ApiClient>

  const search = async (role: Role, q?: string, extra = '') => {
    const res = await as[role].get(
      `${SEARCH}${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}${extra}`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.docs as PaletteDocument[]
  }

  beforeAll(async () => {
    folio = await startFolio({ database, env: { FOLIO_LOGIN_DELAY_MS: '0' } })
    as.admin = new ApiClient(folio.url)
    const first = await as.admin.post('/users/first-register', {
      email: emailOf('admin'),
      password: PASSWORD,
    })
    expect(first.status).toBe(200)
    expect((await as.admin.login(emailOf('admin'), PASSWORD)).status).toBe(200)
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const created = await as.admin.post('/users', {
        email: emailOf(role),
        password: PASSWORD,
        role,
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      as[role] = new ApiClient(folio.url)
      expect((await as[role].login(emailOf(role), PASSWORD)).status).toBe(200)
    }
    const published = await as.editor.post('/posts', {
      title: 'Harbour lights published',
      _status: 'published',
    })
    expect(published.status, JSON.stringify(published.body)).toBe(201)
    const draft = await as.author.post('/posts', {
      title: 'Harbour draft by author',
      _status: 'draft',
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const page = await as.editor.post('/pages', {
      title: 'Harbour page',
      slug: 'harbour-page',
      _status: 'published',
    })
    expect(page.status, JSON.stringify(page.body)).toBe(201)
    const category = await as.editor.post('/categories', {
      name: 'Harbour news',
      slug: 'harbour-news',
    })
    expect(category.status, JSON.stringify(category.body)).toBe(201)
    for (let i = 0; i < PALETTE_PER_COLLECTION + 3; i++)
      expect(
        (await as.editor.post('/posts', { title: `Bulk post ${i}`, _status: 'draft' })).status,
      ).toBe(201)
    // An outbox message (admins only read the outbox): a reset link for the viewer.
    expect(
      (await new ApiClient(folio.url).post('/users/forgot-password', { email: emailOf('viewer') }))
        .status,
    ).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('finds titles by a word across the collections the user may read, drafts included', async () => {
    for (const role of ROLES) {
      const docs = await search(role, 'harbour')
      const found = docs.map((d) => `${d.collection}:${d.title}`).sort()
      expect(found, role).toEqual([
        'categories:Harbour news',
        'pages:Harbour page',
        'posts:Harbour draft by author',
        'posts:Harbour lights published',
      ])
      const draft = docs.find((d) => d.title === 'Harbour draft by author')
      expect(draft?._status).toBe('draft')
      expect(Object.keys(draft ?? {}).sort()).toEqual([
        '_status',
        'collection',
        'id',
        'title',
        'updatedAt',
      ])
    }
  })

  it('answers at most five documents per collection', async () => {
    const docs = await search('editor', 'bulk post')
    expect(docs.filter((d) => d.collection === 'posts')).toHaveLength(PALETTE_PER_COLLECTION)
  })

  it('never answers what the role may not read: the outbox for admins only', async () => {
    const outbox = async (role: Role) =>
      (await search(role, '')).filter((d) => d.collection === OUTBOX_SLUG).length
    // The reset email may be written just after the request answered.
    await expect.poll(() => outbox('admin'), { timeout: 10_000 }).toBeGreaterThan(0)
    for (const role of ['editor', 'author', 'viewer'] as const)
      expect(await outbox(role), role).toBe(0)
  })

  it('answers only documents the role can open itself', async () => {
    for (const role of ROLES)
      for (const doc of [...(await search(role)), ...(await search(role, 'harbour'))]) {
        const res = await as[role].get(`/${doc.collection}/${doc.id}?draft=true&depth=0`)
        expect(res.status, `${role} ${doc.collection}/${doc.id}`).toBe(200)
      }
  })

  it('answers the recently updated documents first without a query', async () => {
    const docs = await search('editor')
    expect(docs.length).toBeGreaterThan(0)
    const times = docs.map((d) => d.updatedAt ?? '')
    expect([...times].sort().reverse()).toEqual(times)
    expect(docs.find((d) => d.collection === 'posts')?.title).toBe(
      `Bulk post ${PALETTE_PER_COLLECTION + 2}`,
    )
  })

  it('refuses a signed-out request with 401', async () => {
    const res = await new ApiClient(folio.url).get(`${SEARCH}?q=harbour`)
    expect(res.status).toBe(401)
  })

  it('refuses an over-long query with 400, and takes one of the longest length', async () => {
    const long = await as.editor.get(`${SEARCH}?q=${'a'.repeat(PALETTE_MAX_QUERY_LENGTH + 1)}`)
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body)).toContain(String(PALETTE_MAX_QUERY_LENGTH))
    expect(await search('editor', 'a'.repeat(PALETTE_MAX_QUERY_LENGTH))).toEqual([])
  })

  it('ignores unknown parameters and a foreign Origin on this GET', async () => {
    const docs = await search(
      'viewer',
      'harbour',
      '&limit=1000&where[title][equals]=x&depth=5&draft=false',
    )
    expect(docs).toHaveLength(4)
    const foreign = await as.viewer.request('GET', `${SEARCH}?q=harbour`, undefined, {
      Origin: 'https://elsewhere.example',
    })
    expect([200, 401]).toContain(foreign.status)
    // Signed in or not, a foreign page reads nothing it could not already: without the cookie's
    // acceptance the answer is 401, with it the same as the user's own.
    if (foreign.status === 200) expect(foreign.body.docs).toHaveLength(4)
  })

  it('treats query characters literally (no pattern, no SQL)', async () => {
    for (const q of ['%', '_', '%_%', "'; drop table posts; --", '\\', '[]'])
      expect(await search('editor', q), q).toEqual([])
    expect((await search('editor', 'harbour%lights')).map((d) => d.title)).toEqual([
      'Harbour lights published',
    ])
  })
})
