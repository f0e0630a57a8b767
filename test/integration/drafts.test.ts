import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

describe.each(databases)('drafts and publishing by role (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let author: ApiClient
  let editor: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    await admin.post('/users/first-register', {
      email: 'admin@drafts.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await admin.login('admin@drafts.test', 'Admin-pass-123')
    for (const role of ['author', 'editor']) {
      expect(
        (
          await admin.post('/users', {
            email: `${role}@drafts.test`,
            password: 'Role-pass-123',
            role,
          })
        ).status,
      ).toBe(201)
    }
    author = new ApiClient(folio.url)
    await author.login('author@drafts.test', 'Role-pass-123')
    editor = new ApiClient(folio.url)
    await editor.login('editor@drafts.test', 'Role-pass-123')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('lets an author create and save drafts but never publish', async () => {
    const created = await author.request('POST', '/posts?draft=true', {
      title: 'Author draft',
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect(
      (
        await author.request('PATCH', `/posts/${id}?draft=true`, {
          title: 'Author draft, again',
          _status: 'draft',
        })
      ).status,
    ).toBe(200)
    expect((await author.patch(`/posts/${id}`, { _status: 'published' })).status).toBe(403)
    expect(
      (await author.post('/posts', { title: 'Straight to published', _status: 'published' }))
        .status,
    ).toBe(403)
    const published = await admin.get(`/posts/${id}`)
    expect(published.body._status).toBe('draft')
  })

  it('refuses an author a plain save or an unpublish of a published post, but allows a draft on it', async () => {
    const { body } = await editor.post('/posts', {
      title: 'Published by the editor',
      _status: 'published',
    })
    const id = body.doc.id
    expect(body.doc._status).toBe('published')
    expect((await author.patch(`/posts/${id}`, { title: 'Sneaky change' })).status).toBe(403)
    expect((await author.patch(`/posts/${id}`, { _status: 'draft' })).status).toBe(403)
    expect(
      (
        await author.request('PATCH', `/posts/${id}?draft=true`, {
          title: 'Proposed change',
          _status: 'draft',
        })
      ).status,
    ).toBe(200)
    expect((await admin.get(`/posts/${id}`)).body.title).toBe('Published by the editor')
    expect((await admin.get(`/posts/${id}?draft=true`)).body.title).toBe('Proposed change')
  })

  it('answers the publish permission check per role (access evaluated with _status published)', async () => {
    const { body } = await editor.post('/posts', { title: 'Check me', _status: 'published' })
    const asAuthor = await author.post(`/posts/access/${body.doc.id}`, { _status: 'published' })
    const asEditor = await editor.post(`/posts/access/${body.doc.id}`, { _status: 'published' })
    expect(asAuthor.body.update?.permission ?? asAuthor.body.update ?? false).toBe(false)
    expect(asEditor.body.update === true || asEditor.body.update?.permission === true).toBe(true)
  })

  it('lets an editor unpublish, and duplicate and delete documents', async () => {
    const { body } = await editor.post('/posts', {
      title: 'To be unpublished',
      _status: 'published',
    })
    const id = body.doc.id
    expect((await editor.patch(`/posts/${id}`, { _status: 'draft' })).body.doc._status).toBe(
      'draft',
    )
    const copy = await editor.post(`/posts/${id}/duplicate`, {})
    expect(copy.status).toBe(200)
    expect(copy.body.doc.id).not.toBe(id)
    expect((await editor.delete(`/posts/${copy.body.doc.id}`)).status).toBe(200)
    expect((await author.delete(`/posts/${id}`)).status).toBe(403)
  })
})
