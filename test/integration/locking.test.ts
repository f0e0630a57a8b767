import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'
import { query } from '../harness/user-row'

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
    const unnamed = await alice.request(
      'POST',
      '/folio/locks',
      { collection: 'posts' },
      { 'Accept-Language': 'de' },
    )
    expect(unnamed.status).toBe(400)
    expect(unnamed.body.errors[0].message).toBe(
      'Nennen Sie ein Dokument (Sammlung und ID) oder ein globales Dokument.',
    )
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

describe.each(databases)('locks hold for writes by where (%s)', (database) => {
  let folio: RunningFolio
  let alice: ApiClient
  let bob: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    alice = await signedInAdmin(folio, { email: 'alice@where.test', password: 'Alice-pass-123' })
    async function signedIn(name: string, role: string): Promise<ApiClient> {
      const account = { email: `${name}@where.test`, password: `${name}-Pass-1234` }
      expect((await alice.post('/users', { ...account, role })).status).toBe(201)
      const client = new ApiClient(folio.url)
      expect((await client.login(account.email, account.password)).status).toBe(200)
      return client
    }
    bob = await signedIn('bob', 'admin')
  })
  afterAll(async () => {
    await folio?.stop()
  })

  async function newPost(title: string): Promise<number> {
    const created = await alice.post('/posts', { title, _status: 'published' })
    expect(created.status).toBe(201)
    return created.body.doc.id as number
  }
  async function lock(holder: ApiClient, id: number) {
    expect(
      (await holder.post('/folio/locks', { collection: 'posts', id: String(id) })).status,
    ).toBe(200)
  }
  const byIds = (ids: number[]) => `?depth=0&where[id][in]=${ids.join(',')}`
  const idsOf = (answer: { docs: { id: number }[] }) =>
    answer.docs.map((d) => d.id).sort((a, b) => a - b)
  const titleOf = async (id: number) => (await alice.get(`/posts/${id}?depth=0`)).body.title

  it("refuses another user's bulk PATCH for the locked post only, and updates the others", async () => {
    const locked = await newPost('Locked by Alice')
    const free = await newPost('Free to edit')
    await lock(alice, locked)

    const answer = await bob.patch(`/posts${byIds([locked, free])}`, { title: 'Bob bulk' })
    // Payload's bulk answer, each refusal listed with its id; every refusal a lock: 423.
    expect(answer.status).toBe(423)
    expect(idsOf(answer.body)).toEqual([free])
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        id: locked,
        message: 'This document is being edited by another user.',
      }),
    ])
    expect(await titleOf(locked)).toBe('Locked by Alice')
    expect(await titleOf(free)).toBe('Bob bulk')

    // One named by where alone is refused the same way; by id it stays 423.
    const single = await bob.patch(`/posts?where[id][equals]=${locked}`, { title: 'Bob where' })
    expect(single.status).toBe(423)
    expect(single.body.docs).toEqual([])
    expect(single.body.errors).toEqual([expect.objectContaining({ id: locked })])
    expect((await bob.patch(`/posts/${locked}`, { title: 'Bob by id' })).status).toBe(423)
    const inGerman = await bob.request(
      'PATCH',
      `/posts/${locked}`,
      { title: 'Bob auf Deutsch' },
      {
        'Accept-Language': 'de',
      },
    )
    expect(inGerman.status).toBe(423)
    expect(inGerman.body.errors[0].message).toBe(
      'Dieses Dokument wird gerade von einem anderen Benutzer bearbeitet.',
    )
    expect(await titleOf(locked)).toBe('Locked by Alice')
  })

  it("refuses another user's bulk DELETE for the locked post only, and deletes the others", async () => {
    const locked = await newPost('Kept by its lock')
    const free = await newPost('To be deleted')
    await lock(alice, locked)

    const answer = await bob.delete(`/posts${byIds([locked, free])}`)
    expect(answer.status).toBe(423)
    expect(idsOf(answer.body)).toEqual([free])
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        id: locked,
        message: 'This document is being edited by another user.',
      }),
    ])
    expect((await alice.get(`/posts/${locked}`)).status).toBe(200)
    expect((await alice.get(`/posts/${free}`)).status).toBe(404)
    const single = await bob.delete(`/posts?where[id][equals]=${locked}`)
    expect(single.status).toBe(423)
    expect(single.body.errors).toEqual([expect.objectContaining({ id: locked })])
    expect((await bob.delete(`/posts/${locked}`)).status).toBe(423)
    expect((await alice.get(`/posts/${locked}`)).status).toBe(200)
  })

  it("lets the lock holder's own bulk writes through, while another user's stay refused", async () => {
    const mine = await newPost('Alice holds it')
    const other = await newPost('Nobody holds it')
    await lock(alice, mine)

    expect(
      (await bob.patch(`/posts${byIds([mine])}`, { title: 'Bob first' })).body.errors,
    ).toHaveLength(1)
    const updated = await alice.patch(`/posts${byIds([mine, other])}`, { title: 'Alice bulk' })
    expect(updated.status).toBe(200)
    expect(updated.body.errors).toEqual([])
    expect(await titleOf(mine)).toBe('Alice bulk')
    expect(await titleOf(other)).toBe('Alice bulk')

    expect((await bob.delete(`/posts${byIds([mine])}`)).body.errors).toHaveLength(1)
    const deleted = await alice.delete(`/posts${byIds([mine, other])}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body.docs).toHaveLength(2)
    expect((await alice.get(`/posts/${mine}`)).status).toBe(404)
  })

  it('does not let an expired lock block a bulk write, while a live one does', async () => {
    const expired = await newPost('Lock expired')
    const live = await newPost('Lock live')
    await lock(alice, expired)
    await lock(alice, live)
    // The lock's last activity moved past the posts' 300 s lock duration.
    await query(folio, 'update payload_folio_locks set updated_at = ? where key = ?', [
      new Date(Date.now() - 301_000).toISOString(),
      `posts:${expired}`,
    ])

    const answer = await bob.patch(`/posts${byIds([expired, live])}`, { title: 'Bob after expiry' })
    expect(answer.status).toBe(423)
    expect(idsOf(answer.body)).toEqual([expired])
    expect(answer.body.errors).toEqual([expect.objectContaining({ id: live })])
    expect(await titleOf(expired)).toBe('Bob after expiry')
    expect(await titleOf(live)).toBe('Lock live')
  })

  it("keeps Payload's 400 when a bulk write's refusals are not all locks", async () => {
    const locked = await newPost('Locked and published')
    // Drafts skip the field rules: a draft without its required title cannot be published.
    const untitled = await alice.request('POST', '/posts?draft=true&depth=0', {})
    expect(untitled.status, JSON.stringify(untitled.body)).toBe(201)
    const titled = await alice.request('POST', '/posts?draft=true&depth=0', { title: 'A draft' })
    expect(titled.status).toBe(201)
    await lock(alice, locked)

    const ids = [locked, untitled.body.doc.id as number, titled.body.doc.id as number]
    const answer = await bob.patch(`/posts${byIds(ids)}`, { _status: 'published' })
    expect(answer.status).toBe(400)
    expect(idsOf(answer.body)).toEqual([titled.body.doc.id])
    expect(answer.body.errors).toHaveLength(2)
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: locked,
          message: 'This document is being edited by another user.',
        }),
        expect.objectContaining({ id: untitled.body.doc.id }),
      ]),
    )
    expect(await titleOf(locked)).toBe('Locked and published')
    // The same bulk write of the locked post alone is refused for the lock only.
    expect((await bob.patch(`/posts${byIds([locked])}`, { _status: 'published' })).status).toBe(423)
  })
})
