import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

type Author = { id: number; email?: string; name?: string } | number | null | undefined

const idOf = (author: Author) => (typeof author === 'object' ? author?.id : author)

/** The versions of a post, newest first, each with its author as the compare dropdown asks. */
const versionsWithAuthors = (id: number) =>
  '/posts/versions?depth=1&sort=-updatedAt' +
  `&where[parent][equals]=${id}` +
  '&select[version][_status]=true&select[version][updatedBy]=true' +
  '&select[updatedAt]=true&select[autosave]=true&select[latest]=true' +
  '&populate[users][name]=true&populate[users][email]=true'

describe.each(databases)('authors of documents and versions (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let adminId: number
  const editor = { client: undefined as unknown as ApiClient, id: 0 }

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = await signedInAdmin(folio, {
      email: 'admin@authors.test',
      password: 'Admin-pass-123',
      name: 'Ada Admin',
    })
    adminId = (await admin.get('/users/me')).body.user.id
    const created = await admin.post('/users', {
      email: 'editor@authors.test',
      password: 'Editor-Pass-1234',
      name: 'Eddie Editor',
      role: 'editor',
    })
    expect(created.status).toBe(201)
    editor.id = created.body.doc.id
    editor.client = new ApiClient(folio.url)
    expect((await editor.client.login('editor@authors.test', 'Editor-Pass-1234')).status).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('sets who created a document and who saved it from the signed-in user, never from the request', async () => {
    const created = await editor.client.post('/posts', {
      title: 'Authored',
      _status: 'published',
      createdBy: adminId,
      updatedBy: adminId,
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id as number
    expect(idOf(created.body.doc.createdBy)).toBe(editor.id)
    expect(idOf(created.body.doc.updatedBy)).toBe(editor.id)

    const changed = await admin.patch(`/posts/${id}`, {
      title: 'Authored, changed',
      createdBy: adminId,
      updatedBy: editor.id,
    })
    expect(changed.status).toBe(200)
    const read = (await admin.get(`/posts/${id}?depth=0`)).body
    expect(read.createdBy).toBe(editor.id)
    expect(read.updatedBy).toBe(adminId)
  })

  it('names the author of each version, with only the fields the dropdown asks for', async () => {
    const id = (await editor.client.post('/posts', { title: 'Two hands', _status: 'published' }))
      .body.doc.id as number
    expect((await admin.patch(`/posts/${id}`, { title: 'Two hands, again' })).status).toBe(200)
    const versions = await editor.client.get(versionsWithAuthors(id))
    expect(versions.status).toBe(200)
    const [newer, older] = versions.body.docs as {
      version: { updatedBy: Author; title?: unknown; _status?: string }
    }[]
    // The author's name and email and nothing else of the account.
    expect(newer!.version.updatedBy).toEqual({
      id: adminId,
      collection: 'users',
      name: 'Ada Admin',
      email: 'admin@authors.test',
    })
    expect(older!.version.updatedBy).toMatchObject({ id: editor.id, name: 'Eddie Editor' })
    expect(newer!.version._status).toBe('published')
    expect(newer!.version.title).toBeUndefined()
  })

  it('marks a document only autosave has saved, until a save by hand', async () => {
    const created = await editor.client.post('/posts?autosave=true&draft=true', {
      title: 'A try',
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id as number
    const draft = async () => (await editor.client.get(`/posts/${id}?draft=true&depth=0`)).body
    expect((await draft()).autosaveOnly).toBe(true)

    expect(
      (
        await editor.client.patch(`/posts/${id}?autosave=true&draft=true`, {
          title: 'A try, typed',
        })
      ).status,
    ).toBe(200)
    expect(await draft()).toMatchObject({ title: 'A try, typed', autosaveOnly: true })
    const mine = await editor.client.get(
      `/posts?draft=true&depth=0&where[createdBy][equals]=${editor.id}&where[autosaveOnly][equals]=true`,
    )
    expect(mine.body.docs.map((d: { id: number }) => d.id)).toContain(id)
    // Somebody else's query for their own tries does not find it.
    const others = await admin.get(
      `/posts?draft=true&depth=0&where[createdBy][equals]=${adminId}&where[autosaveOnly][equals]=true`,
    )
    expect(others.body.docs.map((d: { id: number }) => d.id)).not.toContain(id)

    // A request cannot set the mark back.
    expect((await editor.client.patch(`/posts/${id}?draft=true`, { title: 'Kept' })).status).toBe(
      200,
    )
    expect((await draft()).autosaveOnly).toBe(false)
    expect(
      (await editor.client.patch(`/posts/${id}?draft=true`, { autosaveOnly: true })).status,
    ).toBe(200)
    expect((await draft()).autosaveOnly).toBe(false)

    // A post created by a save by hand was never a try.
    const byHand = await editor.client.post('/posts?draft=true', {
      title: 'By hand',
      autosaveOnly: true,
    })
    expect(byHand.body.doc.autosaveOnly).toBe(false)
  })

  it('keeps who changed a global', async () => {
    expect((await admin.post('/globals/settings', { siteName: 'Authors' })).status).toBe(200)
    const settings = await editor.client.get('/globals/settings?depth=0')
    expect(settings.body.updatedBy).toBe(adminId)
  })

  it('deletes a user who authored documents; the documents stay, without an author', async () => {
    const created = await admin.post('/users', {
      email: 'leaver@authors.test',
      password: 'Leaver-Pass-1234',
      role: 'editor',
    })
    const leaver = new ApiClient(folio.url)
    expect((await leaver.login('leaver@authors.test', 'Leaver-Pass-1234')).status).toBe(200)
    const post = await leaver.post('/posts', { title: 'Left behind', _status: 'published' })
    expect(post.status).toBe(201)
    expect((await admin.delete(`/users/${created.body.doc.id}`)).status).toBe(200)
    const read = await admin.get(`/posts/${post.body.doc.id}?depth=0`)
    expect(read.status).toBe(200)
    expect(read.body.createdBy ?? null).toBeNull()
  })
})
