import { PayloadSDK, PayloadSDKError } from '@payloadcms/sdk'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { outboxMessages, waitForOutbox } from '../harness/outbox'
import { databases, startFolio, type RunningFolio } from '../harness/server'

/**
 * Folio driven only through Payload's own REST client, `@payloadcms/sdk` (docs/payload-core.md
 * 'Payload REST compatibility'): an editor's and an admin's API key in Payload's header, and
 * nobody. The sessions below only make the users and their keys, as a person does in the admin.
 */

const PASSWORD = 'Sdk-Pass-12345'

/** The status of the SDK's error for a refused call (it throws `PayloadSDKError`). */
async function refusal(call: Promise<unknown>): Promise<number> {
  try {
    await call
  } catch (error) {
    if (error instanceof PayloadSDKError) return error.status
    throw error
  }
  throw new Error('the call was not refused')
}

type Doc = Record<string, any> & { id: number | string }

describe.each(databases)('Payload REST SDK against Folio (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  /** An editor's API key. */
  let editor: PayloadSDK
  /** An admin's API key (the site settings are the admin's to change). */
  let adminKey: PayloadSDK
  /** No credentials at all. */
  let anonymous: PayloadSDK
  const emails = { editor: 'editor@sdk.test' }
  let media: Doc
  const categories: Doc[] = []
  const posts: Record<'published' | 'second' | 'draft', Doc> = {} as never

  async function keyOf(client: ApiClient, id: number | string): Promise<string> {
    const made = await client.post(`/users/${id}/api-key`)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    return made.body.header as string
  }

  beforeAll(async () => {
    folio = await startFolio({ database, env: { FOLIO_LOGIN_DELAY_MS: '0' } })
    admin = await signedInAdmin(folio)
    const created = await admin.post('/users', {
      email: emails.editor,
      password: PASSWORD,
      name: 'Sdk Editor',
      role: 'editor',
    })
    expect(created.status).toBe(201)
    const editorSession = new ApiClient(folio.url)
    expect((await editorSession.login(emails.editor, PASSWORD)).status).toBe(200)
    const sdkFor = (authorization: string) =>
      new PayloadSDK({
        baseURL: folio.apiURL,
        baseInit: { headers: { Authorization: authorization } },
      })
    editor = sdkFor(await keyOf(editorSession, created.body.doc.id))
    adminKey = sdkFor(await keyOf(admin, (await admin.get('/users/me')).body.user.id))
    anonymous = new PayloadSDK({ baseURL: folio.apiURL })
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('me: the key signs in as its owner; nobody is null', async () => {
    const me = await editor.me({ collection: 'users' })
    expect(me.user).toMatchObject({ email: emails.editor, role: 'editor' })
    expect((await anonymous.me({ collection: 'users' })).user).toBeNull()
  })

  it('create: an upload with its file, categories, and posts published and as a draft', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#aa3355' },
    })
      .png()
      .toBuffer()
    media = await editor.create({
      collection: 'media',
      data: { alt: 'A red field' },
      file: new File([new Uint8Array(png)], 'sdk.png', { type: 'image/png' }),
    })
    expect(media).toMatchObject({ filename: 'sdk.png', mimeType: 'image/png', width: 400 })
    const file = await fetch(new URL(media.url as string, folio.url))
    expect(file.status).toBe(200)

    for (const [name, slug] of [
      ['Guides', 'guides'],
      ['News', 'news'],
    ])
      categories.push(await editor.create({ collection: 'categories', data: { name, slug } }))

    posts.published = await editor.create({
      collection: 'posts',
      data: {
        title: 'SDK first post',
        _status: 'published',
        heroImage: media.id,
        topics: [categories[0]!.id],
      },
    })
    posts.second = await editor.create({
      collection: 'posts',
      data: { title: 'SDK second post', _status: 'published', topics: [categories[0]!.id] },
    })
    posts.draft = await editor.create({
      collection: 'posts',
      draft: true,
      data: { title: 'SDK draft post', _status: 'draft' },
    })
    expect(posts.published._status).toBe('published')
    expect(posts.draft._status).toBe('draft')
  })

  it('find: where, sort, select, limit and page', async () => {
    const page1 = await editor.find({
      collection: 'posts',
      where: { title: { like: 'SDK' } },
      sort: '-title',
      select: { title: true },
      limit: 2,
      page: 1,
    })
    expect(page1.totalDocs).toBe(3)
    expect(page1.hasNextPage).toBe(true)
    expect(page1.docs.map((d: Doc) => d.title)).toEqual(['SDK second post', 'SDK first post'])
    expect(Object.keys(page1.docs[0]!).sort()).toEqual(['id', 'title'])
    const page2 = await editor.find({
      collection: 'posts',
      where: { title: { like: 'SDK' } },
      sort: '-title',
      limit: 2,
      page: 2,
    })
    expect(page2.docs.map((d: Doc) => d.title)).toEqual(['SDK draft post'])
    const either = await editor.find({
      collection: 'posts',
      where: { or: [{ id: { equals: posts.second.id } }, { _status: { equals: 'draft' } }] },
      sort: 'createdAt',
    })
    expect(either.docs.map((d: Doc) => d.id)).toEqual([posts.second.id, posts.draft.id])
  })

  it('find and findByID: depth, populate and joins', async () => {
    const populated = await editor.findByID({
      collection: 'posts',
      id: posts.published.id,
      depth: 1,
      populate: { media: { filename: true } },
    })
    expect(populated.heroImage).toEqual({ id: media.id, filename: 'sdk.png' })
    expect(populated.topics).toEqual([expect.objectContaining({ slug: 'guides' })])
    const flat = await editor.findByID({ collection: 'posts', id: posts.published.id, depth: 0 })
    expect(flat.heroImage).toBe(media.id)

    const category = await editor.findByID({
      collection: 'categories',
      id: categories[0]!.id,
      depth: 0,
      joins: { posts: { limit: 1, sort: '-createdAt' } },
    })
    expect(category.posts.docs).toEqual([posts.second.id])
    expect(category.posts.hasNextPage).toBe(true)
  })

  it('count', async () => {
    expect(await editor.count({ collection: 'posts' })).toEqual({ totalDocs: 3 })
    expect(
      await editor.count({ collection: 'posts', where: { _status: { equals: 'published' } } }),
    ).toEqual({ totalDocs: 2 })
  })

  it('update: by id, by where, and a draft over a published post', async () => {
    const one = await editor.update({
      collection: 'posts',
      id: posts.second.id,
      data: { excerpt: 'Changed by id' },
    })
    expect(one.excerpt).toBe('Changed by id')
    const many = await editor.update({
      collection: 'posts',
      where: { title: { like: 'SDK' }, _status: { equals: 'published' } },
      data: { featured: true },
    })
    expect(many.errors).toEqual([])
    expect(many.docs.map((d: Doc) => d.featured)).toEqual([true, true])

    const draft = await editor.update({
      collection: 'posts',
      id: posts.published.id,
      draft: true,
      data: { title: 'SDK first post, draft', _status: 'draft' },
    })
    expect(draft.title).toBe('SDK first post, draft')
    expect((await editor.findByID({ collection: 'posts', id: posts.published.id })).title).toBe(
      'SDK first post',
    )
    expect(
      (await editor.findByID({ collection: 'posts', id: posts.published.id, draft: true })).title,
    ).toBe('SDK first post, draft')
  })

  it('findVersions, findVersionByID and restoreVersion', async () => {
    const versions = await editor.findVersions({
      collection: 'posts',
      where: { parent: { equals: posts.published.id } },
      sort: '-updatedAt',
    })
    expect(versions.docs.map((v: Doc) => v.version.title)).toEqual([
      'SDK first post, draft',
      'SDK first post',
      'SDK first post',
    ])
    const original = versions.docs[versions.docs.length - 1]!
    const one = await editor.findVersionByID({ collection: 'posts', id: original.id })
    expect(one.parent).toBe(posts.published.id)
    expect(one.version.title).toBe('SDK first post')

    const restored = await editor.restoreVersion({ collection: 'posts', id: original.id })
    expect(restored.title).toBe('SDK first post')
    const latest = await editor.findByID({
      collection: 'posts',
      id: posts.published.id,
      draft: true,
    })
    expect(latest.title).toBe('SDK first post')
  })

  it('findGlobal, updateGlobal and the global versions (admin key; an editor may not update)', async () => {
    expect(
      await refusal(editor.updateGlobal({ slug: 'settings', data: { siteName: 'Editor site' } })),
    ).toBe(403)
    const published = await adminKey.updateGlobal({
      slug: 'settings',
      data: { siteName: 'SDK site', _status: 'published' },
    })
    expect(published.siteName).toBe('SDK site')
    const draft = await adminKey.updateGlobal({
      slug: 'settings',
      draft: true,
      data: { siteName: 'SDK site, draft', _status: 'draft' },
    })
    expect(draft.siteName).toBe('SDK site, draft')
    expect((await editor.findGlobal({ slug: 'settings' })).siteName).toBe('SDK site')
    expect((await editor.findGlobal({ slug: 'settings', draft: true })).siteName).toBe(
      'SDK site, draft',
    )

    const versions = await editor.findGlobalVersions({ slug: 'settings', sort: '-updatedAt' })
    expect(versions.docs.map((v: Doc) => v.version.siteName)).toEqual([
      'SDK site, draft',
      'SDK site',
    ])
    const first = await editor.findGlobalVersionByID({
      slug: 'settings',
      id: versions.docs[1]!.id,
    })
    expect(first.version.siteName).toBe('SDK site')
    // Payload answers the new version the restore made (`{ id, version }`).
    const restored = await adminKey.restoreGlobalVersion({
      slug: 'settings',
      id: versions.docs[1]!.id,
    })
    expect(restored.version.siteName).toBe('SDK site')
    expect((await editor.findGlobal({ slug: 'settings', draft: true })).siteName).toBe('SDK site')
  })

  it('delete: by id and by where', async () => {
    const extra = await editor.create({
      collection: 'categories',
      data: { name: 'Temporary', slug: 'temporary' },
    })
    const gone = await editor.delete({ collection: 'categories', id: extra.id })
    expect(gone.id).toBe(extra.id)
    const many = await editor.delete({
      collection: 'categories',
      where: { slug: { equals: 'news' } },
    })
    expect(many.errors).toEqual([])
    expect(many.docs.map((d: Doc) => d.slug)).toEqual(['news'])
    expect(
      await refusal(editor.findByID({ collection: 'categories', id: categories[1]!.id })),
    ).toBe(404)
  })

  it("has no Payload apiKey fields: keys are made by Folio's endpoint only", async () => {
    const me = await editor.me({ collection: 'users' })
    const updated = await editor.update({
      collection: 'users',
      id: me.user!.id,
      data: { name: 'Sdk Editor', enableAPIKey: true, apiKey: 'chosen-by-the-client' } as never,
    })
    expect(updated.name).toBe('Sdk Editor')
    expect(updated.enableAPIKey).toBeUndefined()
    expect(updated.apiKey).toBeUndefined()
    const chosen = new PayloadSDK({
      baseURL: folio.apiURL,
      baseInit: { headers: { Authorization: 'users API-Key chosen-by-the-client' } },
    })
    expect((await chosen.me({ collection: 'users' })).user).toBeNull()
  })

  it('forgotPassword: answered as Payload answers, in the language asked, and the email goes out', async () => {
    // Without Accept-Language (the SDK sends none) Folio answers in its fallback language, German;
    // the same answer whether the address has an account or not.
    const unknown = await anonymous.forgotPassword({
      collection: 'users',
      data: { email: 'nobody@sdk.test' },
    })
    expect(unknown.message).toBe('Erfolg')
    // A request's own headers go in the SDK's `init`.
    const before = (await outboxMessages(admin, emails.editor)).length
    const answer = await anonymous.forgotPassword(
      { collection: 'users', data: { email: emails.editor } },
      { headers: { 'Accept-Language': 'en' } },
    )
    expect(answer.message).toBe('Success')
    const [mail] = await waitForOutbox(admin, emails.editor, before + 1)
    expect(mail!.subject).toBe('Reset your password')
  })

  it('login: the user and the expiry in the answer, the token only in the cookie', async () => {
    const signedIn = await anonymous.login({
      collection: 'users',
      data: { email: emails.editor, password: PASSWORD },
    })
    expect(signedIn.user).toMatchObject({ email: emails.editor })
    expect(signedIn.token).toBeUndefined()
    expect(typeof signedIn.exp).toBe('number')
  })

  it('anonymously: reads published content; drafts, versions and writes are refused', async () => {
    const list = await anonymous.find({ collection: 'posts', sort: 'createdAt' })
    expect(list.docs.map((d: Doc) => d.id)).toEqual([posts.published.id, posts.second.id])
    expect(list.docs[0]!.title).toBe('SDK first post')
    expect((await anonymous.count({ collection: 'posts' })).totalDocs).toBe(2)
    expect((await anonymous.findByID({ collection: 'posts', id: posts.second.id })).title).toBe(
      'SDK second post',
    )
    expect((await anonymous.findByID({ collection: 'media', id: media.id })).filename).toBe(
      'sdk.png',
    )
    expect((await anonymous.find({ collection: 'categories' })).docs).toHaveLength(1)
    expect((await anonymous.findGlobal({ slug: 'settings' })).siteName).toBe('SDK site')

    const refusals = {
      draftById: () => anonymous.findByID({ collection: 'posts', id: posts.draft.id }),
      draftTrue: () => anonymous.find({ collection: 'posts', draft: true }),
      draftTrueById: () =>
        anonymous.findByID({ collection: 'posts', id: posts.second.id, draft: true }),
      versions: () => anonymous.findVersions({ collection: 'posts' }),
      globalDraft: () => anonymous.findGlobal({ slug: 'settings', draft: true }),
      globalVersions: () => anonymous.findGlobalVersions({ slug: 'settings' }),
      create: () => anonymous.create({ collection: 'posts', data: { title: 'Anonymous post' } }),
      update: () =>
        anonymous.update({
          collection: 'posts',
          id: posts.second.id,
          data: { title: 'Anonymous change' },
        }),
      delete: () => anonymous.delete({ collection: 'posts', id: posts.second.id }),
      updateGlobal: () => anonymous.updateGlobal({ slug: 'settings', data: { siteName: 'Nope' } }),
      users: () => anonymous.find({ collection: 'users' }),
    }
    const statuses: Record<string, number> = {}
    for (const [name, call] of Object.entries(refusals)) statuses[name] = await refusal(call())
    expect(statuses).toEqual({
      draftById: 404,
      draftTrue: 403,
      draftTrueById: 403,
      versions: 403,
      globalDraft: 403,
      globalVersions: 403,
      create: 403,
      update: 403,
      delete: 403,
      updateGlobal: 403,
      users: 403,
    })
  })

  it("answers within Folio's caps and checks (docs/payload-core.md 'Payload REST compatibility')", async () => {
    // A larger limit is lowered to FOLIO_MAX_LIMIT (100); `limit: 0` (Payload: all) is a 400.
    expect((await editor.find({ collection: 'posts', limit: 1000 })).limit).toBe(100)
    expect(await refusal(editor.find({ collection: 'posts', limit: 0 }))).toBe(400)
    // A filter on a field that does not exist, or with an unknown operator: 400, not a 500.
    expect(
      await refusal(
        editor.find({ collection: 'posts', where: { title: { nearly: 'x' } } as never }),
      ),
    ).toBe(400)
    // A method no endpoint has: 405. GraphQL is off: no route.
    const put = await fetch(`${folio.apiURL}/posts`, { method: 'PUT' })
    expect(put.status).toBe(405)
    const graphQL = await fetch(`${folio.apiURL}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ Posts { docs { id } } }' }),
    })
    expect(graphQL.status).toBe(404)

    // Relations are populated two levels deep at most, whatever `depth` asks (maxDepth 2).
    await editor.update({
      collection: 'posts',
      id: posts.second.id,
      data: { relatedPosts: [posts.published.id] },
    })
    const top = await editor.create({
      collection: 'posts',
      data: { title: 'SDK top post', _status: 'published', relatedPosts: [posts.second.id] },
    })
    const deep = await editor.findByID({ collection: 'posts', id: top.id, depth: 10 })
    const level1 = deep.relatedPosts[0]
    const level2 = level1.relatedPosts[0]
    expect(level1.title).toBe('SDK second post')
    expect(level2.title).toBe('SDK first post')
    expect(level2.heroImage).toBe(media.id)
  })
})
