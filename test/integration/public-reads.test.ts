import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { SESSION_EXPECTED, SESSION_HEADER, SESSION_NONE } from '../../src/shared/session-presence'

/**
 * Who reads what without a session or key (README 'Who reads what'): published posts and pages,
 * categories, media and their files, the published site settings. Drafts, `draft=true`, versions,
 * users, the outbox, preferences and locks never.
 */

const DRAFT_WORDS = 'Secret draft words'

type Slug = 'posts' | 'pages'
interface Fixture {
  /** Published, never changed since. */
  published: string | number
  /** Published, with a newer draft saved over it (DRAFT_WORDS in its title). */
  pending: string | number
  /** Created as a draft, never published. */
  draftOnly: string | number
  /** Published once, then unpublished. */
  unpublished: string | number
  /** A version id of `pending` (its draft). */
  draftVersion: string | number
}

describe.each(databases)('public reads of published content (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let anonymous: ApiClient
  let categoryId: string | number
  let media: { id: string | number; url: string; sizes: { thumbnail: { url: string } } }
  const fixtures = {} as Record<Slug, Fixture>

  const titleOf = (slug: Slug, what: string) => `${slug === 'posts' ? 'Post' : 'Page'} ${what}`
  const extra = (slug: Slug, what: string) =>
    slug === 'pages' ? { slug: `page-${what.toLowerCase().replace(/\W+/g, '-')}` } : {}

  async function make(slug: Slug): Promise<Fixture> {
    const create = async (what: string, status: 'draft' | 'published') => {
      const res = await admin.request(
        'POST',
        `/${slug}${status === 'draft' ? '?draft=true' : ''}`,
        {
          title: titleOf(slug, what),
          _status: status,
          ...extra(slug, what),
          ...(slug === 'posts' ? { heroImage: media.id, topics: [categoryId] } : {}),
        },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.doc.id as string | number
    }
    const published = await create('published', 'published')
    const pending = await create('pending', 'published')
    const saved = await admin.request('PATCH', `/${slug}/${pending}?draft=true`, {
      title: `${DRAFT_WORDS} ${slug}`,
      _status: 'draft',
    })
    expect(saved.status).toBe(200)
    const draftOnly = await create(`${DRAFT_WORDS} only`, 'draft')
    const unpublished = await create('unpublished', 'published')
    expect((await admin.patch(`/${slug}/${unpublished}`, { _status: 'draft' })).status).toBe(200)
    const versions = await admin.get(
      `/${slug}/versions?where[parent][equals]=${pending}&sort=-updatedAt&limit=1`,
    )
    expect(versions.status).toBe(200)
    return { published, pending, draftOnly, unpublished, draftVersion: versions.body.docs[0].id }
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio)
    anonymous = new ApiClient(folio.url)
    const category = await admin.post('/categories', { name: 'Public topic', slug: 'public' })
    expect(category.status).toBe(201)
    categoryId = category.body.doc.id
    const body = new FormData()
    const image = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#2255aa' },
    })
      .png()
      .toBuffer()
    body.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'public.png')
    body.append('_payload', JSON.stringify({ alt: 'A blue field' }))
    const uploaded = await admin.request('POST', '/media', body)
    expect(uploaded.status).toBe(201)
    media = uploaded.body.doc
    fixtures.posts = await make('posts')
    fixtures.pages = await make('pages')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  describe.each(['posts', 'pages'] as const)('%s', (slug) => {
    it('lists only the published documents, as published, to anyone', async () => {
      const f = fixtures[slug]
      const list = await anonymous.get(`/${slug}?limit=100&sort=createdAt`)
      expect(list.status).toBe(200)
      expect(list.body.docs.map((d: { id: unknown }) => d.id)).toEqual([f.published, f.pending])
      expect(list.body.totalDocs).toBe(2)
      expect(list.body.docs[1].title).toBe(titleOf(slug, 'pending'))
      expect(list.body.docs.every((d: { _status: string }) => d._status === 'published')).toBe(true)
      expect(JSON.stringify(list.body)).not.toContain(DRAFT_WORDS)
      // Who saved it is for signed-in readers only.
      expect(list.body.docs[0].createdBy).toBeUndefined()
      // The same with a query of the visitor's own: it narrows, never widens.
      const asked = await anonymous.get(`/${slug}?where[_status][equals]=draft`)
      expect(asked.status).toBe(200)
      expect(asked.body.docs).toEqual([])
      const count = await anonymous.get(`/${slug}/count`)
      expect(count.body).toEqual({ totalDocs: 2 })
    })

    it('reads a published document by id; a draft-only or unpublished one is 404', async () => {
      const f = fixtures[slug]
      const one = await anonymous.get(`/${slug}/${f.pending}`)
      expect(one.status).toBe(200)
      expect(one.body.title).toBe(titleOf(slug, 'pending'))
      for (const id of [f.draftOnly, f.unpublished]) {
        const refused = await anonymous.get(`/${slug}/${id}`)
        expect(refused.status, String(id)).toBe(404)
        expect(JSON.stringify(refused.body)).not.toContain(DRAFT_WORDS)
      }
      // Signed in, the same documents are there.
      expect((await admin.get(`/${slug}/${f.draftOnly}`)).status).toBe(200)
    })

    it('refuses draft=true (list and by id) with 403 and no content', async () => {
      const f = fixtures[slug]
      for (const path of [
        `/${slug}?draft=true`,
        `/${slug}/${f.pending}?draft=true`,
        `/${slug}/${f.published}?draft=true`,
        `/${slug}/${f.draftOnly}?draft=true`,
      ]) {
        const res = await anonymous.get(path)
        expect(res.status, path).toBe(403)
        expect(res.body.docs, path).toBeUndefined()
        expect(JSON.stringify(res.body)).not.toContain(DRAFT_WORDS)
      }
      // Signed in, draft=true answers the newest draft.
      const own = await admin.get(`/${slug}/${f.pending}?draft=true`)
      expect(own.body.title).toBe(`${DRAFT_WORDS} ${slug}`)
    })

    it('refuses versions: the list, one version, and a restore', async () => {
      const f = fixtures[slug]
      for (const path of [
        `/${slug}/versions`,
        `/${slug}/versions?where[parent][equals]=${f.published}`,
        `/${slug}/versions/${f.draftVersion}`,
      ]) {
        const res = await anonymous.get(path)
        expect(res.status, path).toBe(403)
        expect(JSON.stringify(res.body)).not.toContain(DRAFT_WORDS)
      }
      expect((await anonymous.post(`/${slug}/versions/${f.draftVersion}`)).status).toBe(403)
      expect((await admin.get(`/${slug}/versions/${f.draftVersion}`)).status).toBe(200)
    })

    it('refuses every write', async () => {
      const f = fixtures[slug]
      expect(
        (await anonymous.post(`/${slug}`, { title: 'Anonymous', ...extra(slug, 'anon') })).status,
      ).toBe(403)
      expect((await anonymous.patch(`/${slug}/${f.published}`, { title: 'Changed' })).status).toBe(
        403,
      )
      expect((await anonymous.delete(`/${slug}/${f.published}`)).status).toBe(403)
      expect((await admin.get(`/${slug}/${f.published}`)).body.title).toBe(
        titleOf(slug, 'published'),
      )
    })
  })

  it('populates a published post with its public media and categories', async () => {
    const { status, body } = await anonymous.get(`/posts/${fixtures.posts.published}?depth=1`)
    expect(status).toBe(200)
    expect(body.heroImage).toMatchObject({ id: media.id, alt: 'A blue field' })
    expect(body.topics).toEqual([expect.objectContaining({ id: categoryId, slug: 'public' })])
  })

  it('populates only published posts into another post; a draft stays its id', async () => {
    const f = fixtures.posts
    const linked = await admin.patch(`/posts/${f.published}`, {
      relatedPosts: [f.draftOnly, f.pending, f.unpublished],
    })
    expect(linked.status).toBe(200)
    const { body } = await anonymous.get(`/posts/${f.published}?depth=1`)
    expect(body.relatedPosts).toEqual([
      f.draftOnly,
      expect.objectContaining({ id: f.pending, title: titleOf('posts', 'pending') }),
      f.unpublished,
    ])
    expect(JSON.stringify(body)).not.toContain(DRAFT_WORDS)
  })

  it('refuses draft=true however it is sent: in a method-override body too', async () => {
    const res = await anonymous.request(
      'POST',
      `/posts/${fixtures.posts.pending}`,
      { draft: true },
      { 'X-HTTP-Method-Override': 'GET' },
    )
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain(DRAFT_WORDS)
    // A form body is appended to the query (docs/payload-core.md §14).
    const list = await fetch(`${folio.apiURL}/posts`, {
      method: 'POST',
      headers: {
        'X-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ draft: 'true' }),
    })
    expect(list.status).toBe(403)
  })

  it('joins only the published posts into a category', async () => {
    const { status, body } = await anonymous.get(`/categories/${categoryId}?depth=0`)
    expect(status).toBe(200)
    const ids = (body.posts.docs as unknown[]).map((d) =>
      typeof d === 'object' ? (d as { id: unknown }).id : d,
    )
    expect(ids.sort()).toEqual([fixtures.posts.published, fixtures.posts.pending].sort())
    const signedIn = await admin.get(`/categories/${categoryId}?depth=0`)
    expect(signedIn.body.posts.docs).toHaveLength(4)
  })

  it('lets anyone read categories and media, and the media files, but write none', async () => {
    const categories = await anonymous.get('/categories')
    expect(categories.status).toBe(200)
    expect(categories.body.docs.map((d: { slug: string }) => d.slug)).toEqual(['public'])
    expect((await anonymous.get(`/categories/${categoryId}`)).body.name).toBe('Public topic')
    const list = await anonymous.get('/media')
    expect(list.status).toBe(200)
    expect(list.body.totalDocs).toBe(1)
    expect((await anonymous.get(`/media/${media.id}`)).body.filename).toBe('public.png')
    for (const url of [media.url, media.sizes.thumbnail.url]) {
      const file = await fetch(new URL(url, folio.url))
      expect(file.status, url).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
    }
    expect((await anonymous.post('/categories', { name: 'No', slug: 'no' })).status).toBe(403)
    expect((await anonymous.delete(`/media/${media.id}`)).status).toBe(403)
    expect((await anonymous.patch(`/categories/${categoryId}`, { name: 'No' })).status).toBe(403)
  })

  it('reads the site settings only once published, never their draft or versions', async () => {
    // Never published (an autosave-style draft only): an empty answer, as Payload gives for a
    // global the reader's query does not match.
    const draft = await admin.request('POST', '/globals/settings?draft=true', {
      siteName: `${DRAFT_WORDS} site`,
      _status: 'draft',
    })
    expect(draft.status).toBe(200)
    const before = await anonymous.get('/globals/settings')
    expect(before.status).toBe(200)
    expect(before.body.siteName).toBeUndefined()
    expect(JSON.stringify(before.body)).not.toContain(DRAFT_WORDS)

    const published = await admin.post('/globals/settings', {
      siteName: 'Public site',
      _status: 'published',
    })
    expect(published.status).toBe(200)
    const pending = await admin.request('POST', '/globals/settings?draft=true', {
      siteName: `${DRAFT_WORDS} again`,
      _status: 'draft',
    })
    expect(pending.status).toBe(200)
    const after = await anonymous.get('/globals/settings')
    expect(after.status).toBe(200)
    expect(after.body.siteName).toBe('Public site')
    expect(after.body.updatedBy).toBeUndefined()

    for (const path of [
      '/globals/settings?draft=true',
      '/globals/settings/versions',
      `/globals/settings/versions/${(await admin.get('/globals/settings/versions')).body.docs[0].id}`,
    ]) {
      const res = await anonymous.get(path)
      expect(res.status, path).toBe(403)
      expect(JSON.stringify(res.body)).not.toContain(DRAFT_WORDS)
    }
    expect((await anonymous.post('/globals/settings', { siteName: 'No' })).status).toBe(403)
    expect((await admin.get('/globals/settings?draft=true')).body.siteName).toBe(
      `${DRAFT_WORDS} again`,
    )
  })

  it('never lets anyone read users, the outbox, preferences or locks', async () => {
    // Something in each, so an empty answer could not pass for a refusal.
    expect(
      (await admin.post('/users/forgot-password', { email: 'admin@example.com' })).status,
    ).toBe(200)
    expect(
      (await admin.post('/payload-preferences/public-reads-test', { value: { a: 1 } })).status,
    ).toBe(200)
    const me = (await admin.get('/users/me')).body.user
    for (const slug of [
      'users',
      'folio-outbox',
      'payload-preferences',
      'payload-locked-documents',
    ]) {
      const list = await anonymous.get(`/${slug}`)
      // Payload's locks are not served at all: Folio's locking plugin replaces them
      // (docs/payload-core.md §5), so the route is 404 for everyone.
      expect(list.status, slug).toBe(slug === 'payload-locked-documents' ? 404 : 403)
      expect(list.body.docs, slug).toBeUndefined()
      // (`/payload-preferences/count` is the preference named 'count', below.)
      if (slug === 'users' || slug === 'folio-outbox')
        expect((await anonymous.get(`/${slug}/count`)).status, `${slug}/count`).toBe(403)
    }
    expect((await anonymous.get(`/users/${me.id}`)).status).toBe(403)
    // Payload answers a preference by key for its own user only: nobody's, signed out.
    const preference = await anonymous.get('/payload-preferences/public-reads-test')
    expect(preference.body.value ?? null).toBeNull()
    expect((await anonymous.get('/showcase')).status).toBe(403)
    expect((await anonymous.get('/users/me')).body.user).toBeNull()
  })

  it('tells a client that expects a session when an answer authenticated nobody', async () => {
    const expecting = { [SESSION_HEADER]: SESSION_EXPECTED }
    const presence = async (client: ApiClient, headers: Record<string, string> = expecting) =>
      (await client.request('GET', '/posts?limit=1', undefined, headers)).headers.get(
        SESSION_HEADER,
      )
    // Published posts answer anyone: only the header tells the admin its session is gone.
    expect(await presence(anonymous)).toBe(SESSION_NONE)
    expect(await presence(anonymous, { ...expecting, Cookie: 'folio-token=not-a-token' })).toBe(
      SESSION_NONE,
    )
    expect(await presence(admin)).toBeNull()
    // A client that does not ask is answered as before.
    expect(await presence(anonymous, {})).toBeNull()
    const me = await admin.get('/users/me')
    const made = await admin.post(`/users/${me.body.user.id}/api-key`)
    expect(made.status).toBe(200)
    expect(await presence(anonymous, { ...expecting, Authorization: made.body.header })).toBeNull()
    // Signed out (the session ended on the server): the same cookie now authenticates nobody.
    const ended = new ApiClient(folio.url)
    expect((await ended.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
    expect(await presence(ended)).toBeNull()
    const cookie = ended.cookieHeader()
    expect((await ended.post('/users/logout')).status).toBe(200)
    expect(await presence(anonymous, { ...expecting, Cookie: cookie })).toBe(SESSION_NONE)
    expect((await admin.request('DELETE', `/users/${me.body.user.id}/api-key`)).status).toBe(200)
  })

  it('tells anonymous GET /access what it may read: published content, no writes', async () => {
    const { status, body } = await anonymous.get('/access')
    expect(status).toBe(200)
    expect(body.canAccessAdmin).toBeFalsy()
    expect(body.collections.posts.read).toEqual({
      permission: true,
      where: { _status: { equals: 'published' } },
    })
    expect(body.collections.posts.create).toBeUndefined()
    expect(body.collections.users).toBeUndefined()
  })
})
