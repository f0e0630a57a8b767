import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { waitForOutbox } from '../harness/outbox'
import { query } from '../harness/user-row'

const PASSWORD = 'Role-pass-123'
const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' }

const text = (value: string) => ({ text: value })
const p = (...children: unknown[]) => ({ type: 'paragraph', children })

/** The field errors of Payload's ValidationError (400): `{ path, message }` each. */
const fieldErrors = (body: any): { path: string; message: string }[] =>
  (body?.errors?.[0]?.data?.errors ?? []).map((e: { path: string; message: string }) => ({
    path: e.path,
    message: e.message,
  }))

const OUTBOX_REFUSED = (at: string, problem = 'cannot be linked from rich text') => [
  { path: 'content', message: `The collection "folio-outbox" at ${at} ${problem}.` },
]

describe.each(databases)('rich text relations the writer may not read (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  /** A second admin session: reads back what a write stored, apart from the writer's requests. */
  let reader: ApiClient
  let author: ApiClient
  let editor: ApiClient
  let messageId: number | string

  async function signedIn(email: string, role: string): Promise<ApiClient> {
    expect((await admin.post('/users', { email, password: PASSWORD, role })).status).toBe(201)
    const client = new ApiClient(folio.url)
    expect((await client.login(email, PASSWORD)).status).toBe(200)
    return client
  }

  const postCount = async () =>
    (await reader.get('/posts?limit=1&depth=0&draft=true')).body.totalDocs

  /** The post as stored (latest draft) and its newest version, read by the other session. */
  async function stored(id: number | string) {
    const doc = await reader.get(`/posts/${id}?depth=0&draft=true`)
    const versions = await reader.get(
      `/posts/versions?where[parent][equals]=${id}&depth=0&sort=-updatedAt&limit=1`,
    )
    return { status: doc.status, doc: doc.body, latest: versions.body.docs[0]?.version }
  }

  /**
   * A post (published, by an admin) whose rich text relates to an outbox message, as one saved
   * before the outbox was closed to rich text: written into the database past the validator.
   */
  async function postRelatingToOutbox(title: string): Promise<number | string> {
    const content = [
      p(text('Planted')),
      { type: 'relationship', relationTo: 'pages', value: { id: messageId }, children: [text('')] },
    ]
    const res = await admin.post('/posts?depth=0', { title, content, _status: 'published' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const id = res.body.doc.id
    const swap = (column: string) =>
      database === 'postgres'
        ? `${column} = replace(${column}::text, '"pages"', '"folio-outbox"')::jsonb`
        : `${column} = replace(${column}, '"pages"', '"folio-outbox"')`
    await query(folio, `UPDATE posts_locales SET ${swap('content')} WHERE _parent_id = ?`, [id])
    await query(
      folio,
      `UPDATE _posts_v_locales SET ${swap('version_content')} WHERE _parent_id IN (SELECT id FROM _posts_v WHERE parent_id = ?)`,
      [id],
    )
    const planted = await reader.get(`/posts/${id}?depth=0&draft=true`)
    expect(planted.body.content[1]).toMatchObject({ relationTo: 'folio-outbox' })
    return id
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio, ADMIN)
    reader = new ApiClient(folio.url)
    expect((await reader.login(ADMIN.email, ADMIN.password)).status).toBe(200)
    author = await signedIn('author@example.com', 'author')
    editor = await signedIn('editor@example.com', 'editor')
    // An outbox message (a reset link inside): only admins read the outbox.
    await new ApiClient(folio.url).post('/users/forgot-password', { email: 'author@example.com' })
    messageId = (await waitForOutbox(admin, 'author@example.com'))[0]!.id
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('stores every answered write of a post relating to a document the writer may not read, with its version', async () => {
    const id = await postRelatingToOutbox('Planted post')
    const writes: [string, ApiClient, string, Record<string, unknown>, string][] = [
      ['update by id', editor, '', { title: 'Updated by the editor' }, 'published'],
      ['draft update', author, '?draft=true', { title: 'Draft by the author' }, 'draft'],
      ['autosave', author, '?draft=true&autosave=true', { title: 'Autosaved' }, 'draft'],
      // What the admin sends: the whole form, the rich text as a read gave it.
      [
        'draft update with the content read',
        author,
        '?draft=true',
        { title: 'Whole form', content: (await author.get(`/posts/${id}?depth=1`)).body.content },
        'draft',
      ],
      ['publish', editor, '', { title: 'Published', _status: 'published' }, 'published'],
    ]
    for (const [what, writer, query, data, status] of writes) {
      const res = await writer.patch(`/posts/${id}${query}`, data)
      expect({ what, status: res.status }, JSON.stringify(res.body)).toEqual({ what, status: 200 })
      const after = await stored(id)
      expect({ what, title: after.doc.title, version: after.latest?.title }).toEqual({
        what,
        title: data.title,
        version: data.title,
      })
      expect(after.latest._status).toBe(status)
    }
    const published = await reader.get(`/posts/${id}?depth=0`)
    expect(published.body).toMatchObject({ title: 'Published', _status: 'published' })
  })

  it('stores a post created at the default depth with such a relation (a copy), with its version', async () => {
    const id = await postRelatingToOutbox('Planted original')
    const before = await postCount()
    const copy = await editor.post(`/posts/${id}/duplicate`)
    expect(copy.status, JSON.stringify(copy.body)).toBe(200)
    expect(copy.body.doc.content[1]).toMatchObject({
      relationTo: 'folio-outbox',
      value: { id: messageId },
    })
    const back = await stored(copy.body.doc.id)
    expect({ status: back.status, version: back.latest?.title }).toEqual({
      status: 200,
      version: 'Planted original',
    })
    expect(await postCount()).toBe(before + 1)
    // A later create must not take the copy's id (a rolled-back create gives it out again).
    const next = await editor.post('/posts', { title: 'Next post' })
    expect(next.body.doc.id).not.toEqual(copy.body.doc.id)
  })

  it('refuses a relationship, upload or internal link to the outbox with 400 naming the node, on create and update, drafts too', async () => {
    const nodes: [string, unknown, { path: string; message: string }[]][] = [
      [
        'relationship',
        {
          type: 'relationship',
          relationTo: 'folio-outbox',
          value: { id: messageId },
          children: [text('')],
        },
        OUTBOX_REFUSED('block 2'),
      ],
      [
        'upload',
        {
          type: 'upload',
          relationTo: 'folio-outbox',
          value: { id: messageId },
          children: [text('')],
        },
        OUTBOX_REFUSED('block 2', 'is not an upload collection'),
      ],
      [
        'internal link',
        p(text('see '), {
          type: 'link',
          linkType: 'internal',
          doc: { relationTo: 'folio-outbox', value: { id: messageId } },
          children: [text('the message')],
        }),
        OUTBOX_REFUSED('block 2 › 2'),
      ],
    ]
    const own = await author.post('/posts?draft=true&depth=0', { title: 'Own draft' })
    expect(own.status).toBe(201)
    const before = await postCount()
    for (const [what, node, errors] of nodes) {
      const content = [p(text('Hello')), node]
      const writes = [
        ['create', await author.post('/posts?draft=true', { title: `With ${what}`, content })],
        ['update', await author.patch(`/posts/${own.body.doc.id}?draft=true`, { content })],
        ['admin create', await admin.post('/posts', { title: `With ${what}`, content })],
      ] as const
      for (const [how, res] of writes)
        expect({ what, how, status: res.status, errors: fieldErrors(res.body) }).toEqual({
          what,
          how,
          status: 400,
          errors,
        })
    }
    expect(await postCount()).toBe(before)
    expect((await stored(own.body.doc.id)).doc.content ?? null).toBeNull()
  })

  it('never embeds an outbox message in rich text, not even for an admin', async () => {
    const id = await postRelatingToOutbox('Planted for reading')
    for (const client of [admin, editor]) {
      const read = await client.get(`/posts/${id}?depth=1`)
      expect(read.status).toBe(200)
      expect(read.body.content[1].value).toEqual({ id: messageId })
    }
    const list = await admin.get(`/posts?depth=1&where[id][equals]=${id}`)
    expect(list.body.docs[0].content[1].value).toEqual({ id: messageId })
  })
})
