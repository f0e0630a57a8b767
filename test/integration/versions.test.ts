import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, restartFolio, startFolio, type RunningFolio } from '../harness/server'

describe.each(databases)('restoring versions (%s)', (database) => {
  let folio: RunningFolio
  const as: Record<'admin' | 'editor' | 'viewer' | 'otherAdmin', ApiClient> = {} as never

  async function signIn(role: 'editor' | 'viewer') {
    as[role] = new ApiClient(folio.url)
    expect((await as[role].login(`${role}@versions.test`, `${role}-Pass-1234`)).status).toBe(200)
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    as.admin = new ApiClient(folio.url)
    await as.admin.post('/users/first-register', {
      email: 'admin@versions.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await as.admin.login('admin@versions.test', 'Admin-pass-123')
    for (const role of ['editor', 'viewer'] as const) {
      const created = await as.admin.post('/users', {
        email: `${role}@versions.test`,
        password: `${role}-Pass-1234`,
        role,
      })
      expect(created.status).toBe(201)
      await signIn(role)
    }
    await as.admin.post('/users', {
      email: 'other@versions.test',
      password: 'Other-Pass-1234',
      role: 'admin',
    })
    as.otherAdmin = new ApiClient(folio.url)
    expect((await as.otherAdmin.login('other@versions.test', 'Other-Pass-1234')).status).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  /** A post saved twice: its versions, newest first. */
  async function postWithTwoVersions(title: string) {
    const id = (await as.editor.post('/posts', { title: `${title} one`, _status: 'published' }))
      .body.doc.id as number
    expect(
      (await as.editor.patch(`/posts/${id}`, { title: `${title} two`, _status: 'published' }))
        .status,
    ).toBe(200)
    const versions = await as.editor.get(
      `/posts/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0`,
    )
    expect(versions.body.totalDocs).toBe(2)
    return { id, versions: versions.body.docs as { id: string; version: { title: string } }[] }
  }

  it('restores an older version for those who may update, as published or as a draft', async () => {
    const { id, versions } = await postWithTwoVersions('Restore')
    const older = versions[1]!
    expect(older.version.title).toBe('Restore one')
    const restored = await as.editor.post(`/posts/versions/${older.id}?draft=false`)
    expect(restored.status).toBe(200)
    expect(restored.body.message).toBeTruthy()
    expect((await as.editor.get(`/posts/${id}`)).body.title).toBe('Restore one')

    const asDraft = await as.editor.post(`/posts/versions/${versions[0]!.id}?draft=true`)
    expect(asDraft.status).toBe(200)
    const draft = await as.editor.get(`/posts/${id}?draft=true`)
    expect(draft.body).toMatchObject({ title: 'Restore two', _status: 'draft' })
    // The published document is still the restored one.
    expect((await as.editor.get(`/posts/${id}`)).body.title).toBe('Restore one')
  })

  it('refuses a viewer (403) and a version of nothing (404)', async () => {
    const { id, versions } = await postWithTwoVersions('Viewer')
    const refused = await as.viewer.post(`/posts/versions/${versions[1]!.id}?draft=false`)
    expect(refused.status).toBe(403)
    expect((await as.viewer.get(`/posts/${id}`)).body.title).toBe('Viewer two')
    expect((await as.editor.post('/posts/versions/999999?draft=false')).status).toBe(404)
  })

  it('answers 404 for routes a collection does not have: versions without versions (was 500), any without endpoints (was 501)', async () => {
    const missing = await as.admin.get('/posts/999999')
    expect(missing.body).toEqual({ errors: [{ message: 'Not Found' }] })
    const category = await as.admin.post('/categories', {
      name: 'Versionless',
      slug: 'versionless',
    })
    expect(category.status).toBe(201)
    const answers = {
      'GET /categories/versions': await as.admin.get('/categories/versions'),
      'GET /categories/versions/1': await as.admin.get('/categories/versions/1'),
      'GET /users/versions?where[parent][equals]=1': await as.admin.get(
        '/users/versions?where[parent][equals]=1',
      ),
      'GET /users/versions/1': await as.admin.get('/users/versions/1'),
      'GET /media/versions/1': await as.admin.get('/media/versions/1'),
      'POST /categories/versions/1': await as.admin.post('/categories/versions/1'),
      'POST /users/versions/1?draft=true': await as.admin.post('/users/versions/1?draft=true'),
      'POST /categories/versions (read override)': await as.admin.request(
        'POST',
        '/categories/versions',
        { depth: 0 },
        { 'X-Payload-HTTP-Method-Override': 'GET' },
      ),
      'POST /categories/versions/1 by a viewer': await as.viewer.post('/categories/versions/1'),
      'GET /payload-migrations/versions': await as.admin.get('/payload-migrations/versions'),
      'GET /payload-migrations': await as.admin.get('/payload-migrations'),
    }
    for (const [request, answer] of Object.entries(answers))
      expect({ request, status: answer.status, body: answer.body }).toEqual({
        request,
        status: 404,
        body: missing.body,
      })
    const german = await as.admin.request('GET', '/categories/versions', undefined, {
      'Accept-Language': 'de',
    })
    expect(german.body).toEqual({ errors: [{ message: 'Nicht gefunden' }] })
    // Collections with versions keep them; the category was not touched.
    expect((await as.admin.get('/posts/versions?depth=0')).status).toBe(200)
    expect((await as.admin.get(`/categories/${category.body.doc.id}`)).body.name).toBe(
      'Versionless',
    )
  })

  it('refuses to restore a version of a document another user has locked (423)', async () => {
    const { id, versions } = await postWithTwoVersions('Locked')
    expect(
      (await as.admin.post('/folio/locks', { collection: 'posts', id: String(id) })).status,
    ).toBe(200)
    const refused = await as.editor.post(`/posts/versions/${versions[1]!.id}?draft=false`)
    expect(refused.status).toBe(423)
    expect((await as.editor.get(`/posts/${id}`)).body.title).toBe('Locked two')
    // The holder may.
    expect((await as.admin.post(`/posts/versions/${versions[1]!.id}?draft=false`)).status).toBe(200)
    await as.admin.delete(`/folio/locks?collection=posts&id=${id}`)
  })

  it('refuses to restore a global version while another user holds the global', async () => {
    expect((await as.otherAdmin.post('/globals/settings', { siteName: 'First name' })).status).toBe(
      200,
    )
    expect(
      (await as.otherAdmin.post('/globals/settings', { siteName: 'Second name' })).status,
    ).toBe(200)
    const versions = await as.otherAdmin.get('/globals/settings/versions?sort=-updatedAt&depth=0')
    const older = (versions.body.docs as { id: string; version: { siteName: string } }[]).find(
      (v) => v.version.siteName === 'First name',
    )!
    expect((await as.admin.post('/folio/locks', { global: 'settings' })).status).toBe(200)
    expect(
      (await as.otherAdmin.post(`/globals/settings/versions/${older.id}?draft=false`)).status,
    ).toBe(423)
    await as.admin.delete('/folio/locks?global=settings')
    expect(
      (await as.otherAdmin.post(`/globals/settings/versions/${older.id}?draft=false`)).status,
    ).toBe(200)
    expect((await as.otherAdmin.get('/globals/settings')).body.siteName).toBe('First name')
  })

  it('keeps a document’s versions while another user holds its lock and across a locale switch', async () => {
    const { id } = await postWithTwoVersions('Kept')
    expect(
      (await as.admin.post('/folio/locks', { collection: 'posts', id: String(id) })).status,
    ).toBe(200)
    const whileLocked = await as.editor.get(`/posts/versions?where[parent][equals]=${id}&depth=0`)
    expect(whileLocked.status).toBe(200)
    expect(whileLocked.body.totalDocs).toBe(2)
    // The holder saves in German: a third version, the English ones kept as they were.
    expect(
      (await as.admin.patch(`/posts/${id}?locale=de`, { title: 'Behalten', _status: 'published' }))
        .status,
    ).toBe(200)
    await as.admin.delete(`/folio/locks?collection=posts&id=${id}`)
    const afterSwitch = await as.editor.get(
      `/posts/versions?where[parent][equals]=${id}&depth=0&locale=all&sort=-updatedAt`,
    )
    expect(afterSwitch.body.totalDocs).toBe(3)
    const titles = (afterSwitch.body.docs as { version: { title: Record<string, string> } }[]).map(
      (v) => v.version.title,
    )
    expect(titles[0]).toMatchObject({ en: 'Kept two', de: 'Behalten' })
    expect(titles[2]).toMatchObject({ en: 'Kept one' })
  })

  it('keeps versions across a server restart', async () => {
    const { id } = await postWithTwoVersions('Restart')
    process.kill(folio.pid, 'SIGTERM')
    await folio.exited
    folio = await restartFolio(folio)
    await signIn('editor')
    const versions = await as.editor.get(`/posts/versions?where[parent][equals]=${id}&depth=0`)
    expect(versions.body.totalDocs).toBe(2)
  })
})
