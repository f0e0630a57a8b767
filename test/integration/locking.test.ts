import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

describe.each(databases)('document locking (%s)', (database) => {
  let folio: RunningFolio
  let alice: ApiClient
  let bob: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    alice = new ApiClient(folio.url)
    await alice.post('/users/first-register', {
      email: 'alice@locks.test',
      password: 'Alice-pass-123',
      confirmPassword: 'Alice-pass-123',
    })
    await alice.login('alice@locks.test', 'Alice-pass-123')
    expect(
      (
        await alice.post('/users', {
          email: 'bob@locks.test',
          password: 'Bob-pass-1234',
          role: 'admin',
        })
      ).status,
    ).toBe(201)
    bob = new ApiClient(folio.url)
    await bob.login('bob@locks.test', 'Bob-pass-1234')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  /** A post of the case's own, and how to name it to the lock endpoint. */
  async function newPost() {
    const id = (await alice.post('/posts', { title: 'Locked story', _status: 'published' })).body
      .doc.id as number
    return {
      id,
      target: { collection: 'posts', id: String(id) },
      query: `?collection=posts&id=${id}`,
    }
  }
  /** A post whose lock `holder` has taken. */
  async function postLockedBy(holder: ApiClient) {
    const post = await newPost()
    expect((await holder.post('/folio/locks', post.target)).status).toBe(200)
    return post
  }

  it('gives the lock to the first user and shows the holder to others', async () => {
    const post = await newPost()
    const mine = await alice.post('/folio/locks', post.target)
    expect(mine.status).toBe(200)
    expect(mine.body).toMatchObject({ isLocked: true, isMine: true })
    const seen = await bob.get(`/folio/locks${post.query}`)
    expect(seen.body).toMatchObject({
      isLocked: true,
      isMine: false,
      user: { email: 'alice@locks.test' },
    })
    const refused = await bob.post('/folio/locks', post.target)
    expect(refused.status).toBe(423)
    expect(refused.body.user.email).toBe('alice@locks.test')
  })

  it('lets only the holder save; overrideLock does not get around it; the lock survives saves', async () => {
    const { id, query } = await postLockedBy(alice)
    expect((await bob.patch(`/posts/${id}`, { title: 'Bob was here' })).status).toBe(423)
    expect(
      (await bob.request('PATCH', `/posts/${id}?overrideLock=true`, { title: 'Bob again' })).status,
    ).toBe(423)
    expect((await bob.delete(`/posts/${id}`)).status).toBe(423)
    expect((await alice.patch(`/posts/${id}`, { title: 'Alice edits' })).status).toBe(200)
    expect((await bob.get(`/folio/locks${query}`)).body).toMatchObject({
      isLocked: true,
      isMine: false,
    })
  })

  it('hands the lock over on take-over, after which the former holder is refused', async () => {
    const { id, target, query } = await postLockedBy(alice)
    const taken = await bob.post('/folio/locks', { ...target, takeOver: true })
    expect(taken.status).toBe(200)
    expect(taken.body.isMine).toBe(true)
    expect((await alice.get(`/folio/locks${query}`)).body).toMatchObject({
      isMine: false,
      user: { email: 'bob@locks.test' },
    })
    expect((await alice.patch(`/posts/${id}`, { title: 'Alice, too late' })).status).toBe(423)
    expect((await bob.patch(`/posts/${id}`, { title: 'Bob now edits' })).status).toBe(200)
  })

  it('releases only the own lock', async () => {
    const { id, query } = await postLockedBy(bob)
    await alice.delete(`/folio/locks${query}`)
    expect((await bob.get(`/folio/locks${query}`)).body.isMine).toBe(true)
    await bob.delete(`/folio/locks${query}`)
    expect((await alice.get(`/folio/locks${query}`)).body.isLocked).toBe(false)
    expect((await alice.patch(`/posts/${id}`, { title: 'Free again' })).status).toBe(200)
  })

  it('enforces global locks over REST too', async () => {
    expect((await alice.post('/folio/locks', { global: 'settings' })).status).toBe(200)
    expect((await bob.post('/globals/settings', { siteName: 'Bob site' })).status).toBe(423)
    expect((await alice.post('/globals/settings', { siteName: 'Alice site' })).status).toBe(200)
  })

  it('keeps the lock table closed to REST and refuses anonymous lock requests', async () => {
    const { target } = await newPost()
    expect((await alice.get('/payload-folio-locks')).status).toBe(403)
    expect((await alice.post('/payload-folio-locks', { key: 'posts:1', user: 1 })).status).toBe(403)
    expect((await new ApiClient(folio.url).post('/folio/locks', target)).status).toBe(401)
    expect((await alice.post('/folio/locks', { collection: 'posts' })).status).toBe(400)
  })
})

describe.each(databases)('who may take a document lock (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const as: Record<'editor' | 'viewer', ApiClient> = {} as never
  const ids: Record<'editor' | 'viewer', number> = {} as never
  let postId: number

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    await admin.post('/users/first-register', {
      email: 'admin@who.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await admin.login('admin@who.test', 'Admin-pass-123')
    for (const role of ['editor', 'viewer'] as const) {
      const created = await admin.post('/users', {
        email: `${role}@who.test`,
        password: `${role}-Pass-1234`,
        role,
      })
      expect(created.status).toBe(201)
      ids[role] = created.body.doc.id
      as[role] = new ApiClient(folio.url)
      expect((await as[role].login(`${role}@who.test`, `${role}-Pass-1234`)).status).toBe(200)
    }
    postId = (await admin.post('/posts', { title: 'Who locks', _status: 'published' })).body.doc.id
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('refuses a viewer the lock of a document they may only read (403), while they still see who holds it', async () => {
    const refused = await as.viewer.post('/folio/locks', {
      collection: 'posts',
      id: String(postId),
    })
    expect(refused.status).toBe(403)
    expect((await as.viewer.get(`/folio/locks?collection=posts&id=${postId}`)).body).toMatchObject({
      isLocked: false,
    })
    expect(
      (
        await as.viewer.post('/folio/locks', {
          collection: 'posts',
          id: String(postId),
          takeOver: true,
        })
      ).status,
    ).toBe(403)
    expect(
      (await as.editor.post('/folio/locks', { collection: 'posts', id: String(postId) })).status,
    ).toBe(200)
    expect(
      (
        await as.viewer.post('/folio/locks', {
          collection: 'posts',
          id: String(postId),
          takeOver: true,
        })
      ).status,
    ).toBe(403)
    expect((await as.editor.get(`/folio/locks?collection=posts&id=${postId}`)).body.isMine).toBe(
      true,
    )
  })

  it("refuses locks on another user's account and on a global the user may not change", async () => {
    expect(
      (await as.editor.post('/folio/locks', { collection: 'users', id: String(ids.viewer) }))
        .status,
    ).toBe(403)
    expect(
      (await as.viewer.post('/folio/locks', { collection: 'users', id: String(ids.editor) }))
        .status,
    ).toBe(403)
    expect((await as.editor.post('/folio/locks', { global: 'settings' })).status).toBe(403)
    expect(
      (await as.viewer.post('/folio/locks', { global: 'settings', takeOver: true })).status,
    ).toBe(403)
    expect((await admin.post('/folio/locks', { global: 'settings' })).status).toBe(200)
    expect((await admin.delete('/folio/locks?global=settings')).status).toBe(200)
  })

  it('answers 404 for documents, collections and globals that do not exist', async () => {
    expect((await admin.post('/folio/locks', { collection: 'posts', id: '987654' })).status).toBe(
      404,
    )
    expect(
      (await admin.post('/folio/locks', { collection: 'posts', id: 'not-an-id' })).status,
    ).toBe(404)
    expect((await admin.get('/folio/locks?collection=posts&id=987654')).status).toBe(404)
    expect((await admin.post('/folio/locks', { collection: 'nope', id: '1' })).status).toBe(404)
    expect((await admin.post('/folio/locks', { global: 'nope' })).status).toBe(404)
  })

  it("never blocks a user's own password change, even while an admin holds the lock on their account", async () => {
    expect(
      (await admin.post('/folio/locks', { collection: 'users', id: String(ids.editor) })).status,
    ).toBe(200)
    const changed = await as.editor.post('/users/change-password', {
      currentPassword: 'editor-Pass-1234',
      password: 'Editor-new-pass-2026',
    })
    expect(changed.status).toBe(200)
    expect(
      (await new ApiClient(folio.url).login('editor@who.test', 'Editor-new-pass-2026')).status,
    ).toBe(200)
    // Other changes to the locked account still wait for the holder.
    expect(
      (await as.editor.patch(`/users/${ids.editor}`, { name: 'Edited meanwhile' })).status,
    ).toBe(423)
  })
})
