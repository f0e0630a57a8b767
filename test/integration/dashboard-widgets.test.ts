import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import type { ClientConfig } from '../../src/shared/client-config'
import { toQueryString } from '../../src/shared/query-string'
import { encodingWidget } from '../../src/plugins/video/shared'

/**
 * The dashboard's widget endpoints (docs/behaviour.md §21), per role: my drafts, recently edited
 * and published, counts, being edited now and encoding; each signed in only, with a checked limit.
 */

const ROLES = ['admin', 'editor', 'author', 'viewer'] as const
type Role = (typeof ROLES)[number]
const PASSWORD = 'Role-pass-123'
const emailOf = (role: Role) => `${role}@example.com`

const WIDGET_PATHS = [
  '/folio/activity/my-drafts',
  '/folio/activity/recently-edited',
  '/folio/activity/recently-published',
  '/folio/activity/counts',
  '/folio/locks/active',
]

interface Item {
  collection?: string
  global?: string
  id?: string | number
  title: string
  status?: string
  updatedAt: string
  by?: { id: string | number; name?: string | null; email?: string }
}

describe.each(databases)('dashboard widgets (%s)', (database) => {
  let folio: RunningFolio
  const as = {} as Record<Role, ApiClient>
  const ids = {} as Record<Role, string | number>
  const docs = {} as Record<string, string | number>

  const create = async (who: Role, slug: string, data: Record<string, unknown>, isDraft = true) => {
    const res = await as[who].request('POST', `/${slug}${isDraft ? '?draft=true' : ''}`, data)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.doc.id as string | number
  }
  const titles = (items: Item[]) => items.map((item) => item.title)

  beforeAll(async () => {
    folio = await startFolio({ database })
    as.admin = new ApiClient(folio.url)
    const first = await as.admin.post('/users/first-register', {
      email: emailOf('admin'),
      password: PASSWORD,
      name: 'Ada Admin',
    })
    expect(first.status).toBe(200)
    expect((await as.admin.login(emailOf('admin'), PASSWORD)).status).toBe(200)
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const made = await as.admin.post('/users', {
        email: emailOf(role),
        password: PASSWORD,
        role,
        name: `${role[0]!.toUpperCase()}${role.slice(1)} User`,
      })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      as[role] = new ApiClient(folio.url)
      expect((await as[role].login(emailOf(role), PASSWORD)).status).toBe(200)
    }
    for (const role of ROLES) ids[role] = (await as[role].get('/users/me')).body.user.id

    // In this order, so newest first is the reverse.
    docs.adminDraft = await create('admin', 'posts', {
      title: 'Admin draft post',
      _status: 'draft',
    })
    docs.editorPublished = await create(
      'editor',
      'posts',
      { title: 'Editor published post', _status: 'published' },
      false,
    )
    docs.editorChanged = await create(
      'editor',
      'posts',
      { title: 'Editor changed post', _status: 'published' },
      false,
    )
    const changed = await as.editor.request('PATCH', `/posts/${docs.editorChanged}?draft=true`, {
      title: 'Editor changed post, new draft',
      _status: 'draft',
    })
    expect(changed.status).toBe(200)
    docs.editorPage = await create('editor', 'pages', {
      title: 'Editor draft page',
      slug: 'editor-draft-page',
      _status: 'draft',
    })
    docs.authorDraft = await create('author', 'posts', {
      title: 'Author draft post',
      _status: 'draft',
    })
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses every widget without a session or key (401), and a limit out of 1–25 (400)', async () => {
    const anonymous = new ApiClient(folio.url)
    for (const path of WIDGET_PATHS) {
      expect((await anonymous.get(path)).status, path).toBe(401)
      // Past 100, the API's own check answers first, with its own maximum.
      for (const limit of ['0', '26', 'x', '1.5', '-1', '9999999'])
        expect((await as.viewer.get(`${path}?limit=${limit}`)).status, `${path} ${limit}`).toBe(400)
      const refused = await as.viewer.get(`${path}?limit=26`)
      expect(refused.body.errors[0].message).toBe(
        'The parameter limit must be a whole number from 1 to 25.',
      )
    }
    const german = await as.viewer.request('GET', '/folio/activity/my-drafts?limit=26', undefined, {
      'Accept-Language': 'de',
    })
    expect(german.body.errors[0].message).toBe(
      'Der Parameter limit muss eine ganze Zahl von 1 bis 25 sein.',
    )
  })

  it("lists the user's own unpublished changes across collections, newest first, with their status", async () => {
    const editor = await as.editor.get('/folio/activity/my-drafts')
    expect(editor.status).toBe(200)
    const items = editor.body.docs as Item[]
    expect(titles(items)).toEqual(['Editor draft page', 'Editor changed post, new draft'])
    expect(items.map((item) => [item.collection, item.status])).toEqual([
      ['pages', 'draft'],
      ['posts', 'changed'],
    ])
    expect(items[0]!.by).toMatchObject({ id: ids.editor, name: 'Editor User' })

    const admin = await as.admin.get('/folio/activity/my-drafts')
    expect(titles(admin.body.docs)).toEqual(['Admin draft post'])
    const author = await as.author.get('/folio/activity/my-drafts')
    expect(titles(author.body.docs)).toEqual(['Author draft post'])
    // A viewer writes nothing: no drafts of theirs, and never anyone else's.
    const viewer = await as.viewer.get('/folio/activity/my-drafts')
    expect(viewer.body.docs).toEqual([])
  })

  it('lists the latest changes by anyone with who made them, as each role reads them', async () => {
    for (const role of ROLES) {
      const res = await as[role].get('/folio/activity/recently-edited?limit=4')
      expect(res.status, role).toBe(200)
      const items = res.body.docs as Item[]
      expect(titles(items), role).toEqual([
        'Author draft post',
        'Editor draft page',
        'Editor changed post, new draft',
        'Editor published post',
      ])
      expect(items[0]!.by).toMatchObject({
        id: ids.author,
        name: 'Author User',
        email: emailOf('author'),
      })
      expect(items.map((item) => item.status)).toEqual(['draft', 'draft', 'changed', 'published'])
      // Accounts are not content: no user shows up, though admins change them.
      expect(items.some((item) => item.collection === 'users')).toBe(false)
    }
  })

  it('lists what was published last, not drafts over it', async () => {
    const res = await as.viewer.get('/folio/activity/recently-published')
    expect(res.status).toBe(200)
    const items = res.body.docs as Item[]
    // The changed post is listed by its published title; drafts never published are not.
    expect(titles(items)).toEqual(['Editor changed post', 'Editor published post'])
    expect(items.every((item) => item.status === 'published')).toBe(true)
    expect(items[0]!.by).toMatchObject({ id: ids.editor })
  })

  it('counts drafts and published documents per collection, accounts left out', async () => {
    const res = await as.author.get('/folio/activity/counts')
    expect(res.status).toBe(200)
    const bySlug = Object.fromEntries(
      (res.body.collections as Array<{ collection: string }>).map((c) => [c.collection, c]),
    )
    expect(bySlug.posts).toEqual({ collection: 'posts', total: 4, drafts: 3, published: 1 })
    expect(bySlug.pages).toEqual({ collection: 'pages', total: 1, drafts: 1, published: 0 })
    expect(bySlug.categories).toEqual({ collection: 'categories', total: 0 })
    expect(bySlug.users).toBeUndefined()
    // Nor the email outbox, which an admin reads: it is Folio's own rows, not content.
    const forAdmin = await as.admin.get('/folio/activity/counts')
    const slugs = (forAdmin.body.collections as Array<{ collection: string }>).map(
      (c) => c.collection,
    )
    expect(slugs).toContain('posts')
    expect(slugs).not.toContain('folio-outbox')
  })

  it('lists the documents being edited now, with who and since when, for anyone who may read them', async () => {
    const taken = await as.editor.post('/folio/locks', {
      collection: 'posts',
      id: docs.editorPublished,
    })
    expect(taken.status).toBe(200)
    for (const role of ROLES) {
      const res = await as[role].get('/folio/locks/active')
      expect(res.status, role).toBe(200)
      expect(res.body.docs, role).toEqual([
        expect.objectContaining({
          collection: 'posts',
          id: String(docs.editorPublished),
          title: 'Editor published post',
          user: expect.objectContaining({ id: ids.editor, name: 'Editor User' }),
          since: expect.any(String),
        }),
      ])
    }
    expect(
      (
        await as.editor.request(
          'DELETE',
          `/folio/locks?collection=posts&id=${docs.editorPublished}`,
        )
      ).status,
    ).toBe(200)
    expect((await as.viewer.get('/folio/locks/active')).body.docs).toEqual([])
  })

  it('lists the videos not ready yet for the Encoding widget, as the admin asks for them', async () => {
    const upload = await as.editor.request('PUT', '/video/videos/upload', {
      title: 'Waiting clip',
      slug: 'waiting-clip',
      visibility: 'public',
      mimeType: 'video/mp4',
      extension: 'mp4',
      categories: [],
      tags: [],
    })
    expect(upload.status, JSON.stringify(upload.body)).toBe(200)
    // The widget's own read, made from the client config as the admin has it.
    const config = (await as.viewer.get('/folio/client-config')).body as ClientConfig
    const context = { config, user: { id: ids.viewer } }
    expect(encodingWidget.when(context)).toBe(true)
    const request = encodingWidget.read(context)
    const read = await as.viewer.get(`${request.path}${toQueryString(request.query!)}`)
    expect(read.status).toBe(200)
    expect(
      read.body.docs.map((v: { title: string; status: string }) => [v.title, v.status]),
    ).toEqual([['Waiting clip', 'NO_FILE']])
  })
})
