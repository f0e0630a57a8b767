import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const ROLES = ['admin', 'editor', 'author', 'viewer'] as const
type Role = (typeof ROLES)[number]
const emailOf = (role: string) => `${role}@example.com`
const PASSWORD = 'Role-pass-123'

/** Reads Payload's compact permission form: `true`, `{op: true}` or `{op: {permission: true, where}}`; denied = absent. */
function allows(entry: unknown, op: string): boolean {
  if (entry === true) return true
  const value = (entry as Record<string, unknown> | undefined)?.[op]
  return (
    value === true ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { permission?: unknown }).permission === true)
  )
}

describe.each(databases)('roles and access rules (%s)', (database) => {
  let folio: RunningFolio
  const as = {} as Record<Role, ApiClient>
  const ids = {} as Record<Role, number | string>

  async function addUser(email: string, role: Role): Promise<ApiClient> {
    const created = await as.admin.post('/users', { email, password: PASSWORD, role })
    expect(created.status).toBe(201)
    const client = new ApiClient(folio.url)
    expect((await client.login(email, PASSWORD)).status).toBe(200)
    return client
  }

  beforeAll(async () => {
    folio = await startFolio({ database })
    as.admin = new ApiClient(folio.url)
    expect(
      (
        await as.admin.post('/users/first-register', {
          email: emailOf('admin'),
          password: PASSWORD,
        })
      ).status,
    ).toBe(200)
    expect((await as.admin.login(emailOf('admin'), PASSWORD)).status).toBe(200)
    for (const role of ROLES.filter((r) => r !== 'admin'))
      as[role] = await addUser(emailOf(role), role)
    for (const role of ROLES) ids[role] = (await as[role].get('/users/me')).body.user.id
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('reports the post permissions of each role in GET /access', async () => {
    const expected: Record<Role, Record<'create' | 'read' | 'update' | 'delete', boolean>> = {
      admin: { create: true, read: true, update: true, delete: true },
      editor: { create: true, read: true, update: true, delete: true },
      author: { create: true, read: true, update: true, delete: false },
      viewer: { create: false, read: true, update: false, delete: false },
    }
    for (const role of ROLES) {
      const { status, body } = await as[role].get('/access')
      expect(status).toBe(200)
      expect(body.canAccessAdmin, role).toBe(true)
      const posts = body.collections.posts
      const actual = {
        create: allows(posts, 'create'),
        read: allows(posts, 'read'),
        update: allows(posts, 'update'),
        delete: allows(posts, 'delete'),
      }
      expect(actual, role).toEqual(expected[role])
    }
  })

  it('reports settings updates, user creation and unlock for the admin only', async () => {
    for (const role of ROLES) {
      const { body } = await as[role].get('/access')
      const isAdmin = role === 'admin'
      expect(allows(body.globals.settings, 'read'), role).toBe(true)
      expect(allows(body.globals.settings, 'update'), role).toBe(isAdmin)
      expect(allows(body.collections.users, 'create'), role).toBe(isAdmin)
      expect(allows(body.collections.users, 'delete'), role).toBe(isAdmin)
      expect(allows(body.collections.users, 'unlock'), role).toBe(isAdmin)
    }
  })

  it('enforces the same rules on real requests', async () => {
    expect((await as.viewer.post('/posts', { title: 'Viewer post' })).status).toBe(403)
    const created = await as.author.post('/posts', { title: 'Author post' })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect((await as.author.patch(`/posts/${id}`, { title: 'Author post, edited' })).status).toBe(
      200,
    )
    expect((await as.viewer.patch(`/posts/${id}`, { title: 'Viewer edit' })).status).toBe(403)
    expect((await as.author.delete(`/posts/${id}`)).status).toBe(403)
    expect((await as.viewer.get(`/posts/${id}`)).body.title).toBe('Author post, edited')
    expect((await as.editor.delete(`/posts/${id}`)).status).toBe(200)
    expect(
      (
        await as.editor.post('/users', {
          email: 'sneaky@example.com',
          password: PASSWORD,
          role: 'admin',
        })
      ).status,
    ).toBe(403)
    expect((await as.editor.post('/globals/settings', { siteName: 'Editor site' })).status).toBe(
      403,
    )
  })

  it('grants anonymous requests published content only: drafts, users and writes are 403', async () => {
    // Published content is public (README 'Who reads what'; test/integration/public-reads.test.ts).
    const anonymous = new ApiClient(folio.url)
    const posts = await anonymous.get('/posts')
    expect(posts.status).toBe(200)
    expect(posts.body.docs.every((d: { _status: string }) => d._status === 'published')).toBe(true)
    const drafts = await anonymous.get('/posts?draft=true')
    expect(drafts.status).toBe(403)
    expect(drafts.body.docs).toBeUndefined()
    expect((await anonymous.get('/posts/versions')).status).toBe(403)
    expect((await anonymous.get('/users')).status).toBe(403)
    expect((await anonymous.get('/showcase')).status).toBe(403)
    expect((await anonymous.get('/globals/settings?draft=true')).status).toBe(403)
    expect((await anonymous.post('/posts', { title: 'Anonymous' })).status).toBe(403)
    const access = (await anonymous.get('/access')).body
    expect(access.canAccessAdmin).toBeFalsy()
    // Read with a query (published only); Payload leaves out what is denied.
    expect(access.collections.posts.read.where).toEqual({ _status: { equals: 'published' } })
    expect(allows(access.collections.posts, 'create')).toBe(false)
    expect(access.collections.users).toBeUndefined()
  })

  it('lets signed-in users list users (read: signed in) without secrets or sessions', async () => {
    const { status, body } = await as.viewer.get('/users?limit=100')
    expect(status).toBe(200)
    const emails = body.docs.map((u: { email: string }) => u.email)
    for (const role of ROLES) expect(emails).toContain(emailOf(role))
    for (const user of body.docs) {
      for (const secret of [
        'hash',
        'salt',
        'password',
        'resetPasswordToken',
        'resetPasswordExpiration',
        'loginAttempts',
        'lockUntil',
        'sessions',
      ]) {
        expect(user, `${user.email}.${secret}`).not.toHaveProperty(secret)
      }
    }
  })

  it('lets non-admins update only their own account', async () => {
    expect(
      (await as.editor.patch(`/users/${ids.editor}`, { name: 'Erika Editor' })).body.doc.name,
    ).toBe('Erika Editor')
    const other = await as.editor.patch(`/users/${ids.viewer}`, { name: 'Renamed by editor' })
    expect(other.status).toBe(403)
    expect((await as.admin.get(`/users/${ids.viewer}`)).body.name).not.toBe('Renamed by editor')
  })

  it('keeps the own role: an editor cannot make themselves admin', async () => {
    const res = await as.editor.patch(`/users/${ids.editor}`, { role: 'admin' })
    expect(res.status).toBe(200)
    expect(res.body.doc.role).toBe('editor')
    expect((await as.editor.get('/users/me')).body.user.role).toBe('editor')
    expect(allows((await as.editor.get('/access')).body.collections.users, 'create')).toBe(false)
  })

  it('keeps the own role even for the admin', async () => {
    const res = await as.admin.patch(`/users/${ids.admin}`, { role: 'viewer' })
    expect(res.body.doc.role).toBe('admin')
    expect((await as.admin.get('/users/me')).body.user.role).toBe('admin')
  })

  it("lets the admin change another user's role, with effect on that user's rights", async () => {
    const promoted = await addUser('promoted@example.com', 'viewer')
    const id = (await promoted.get('/users/me')).body.user.id
    expect((await promoted.post('/posts', { title: 'Not yet' })).status).toBe(403)
    const res = await as.admin.patch(`/users/${id}`, { role: 'editor' })
    expect(res.status).toBe(200)
    expect(res.body.doc.role).toBe('editor')
    expect(allows((await promoted.get('/access')).body.collections.posts, 'delete')).toBe(true)
    expect((await promoted.post('/posts', { title: 'Now I can' })).status).toBe(201)
  })

  it('lets only the admin unlock an account locked by failed sign-ins', async () => {
    await addUser('locked@example.com', 'author')
    const visitor = new ApiClient(folio.url)
    for (let i = 0; i < 5; i++)
      expect((await visitor.login('locked@example.com', 'wrong-password')).status).toBe(401)
    const locked = await visitor.login('locked@example.com', PASSWORD)
    expect(locked.status).toBe(401)
    expect(locked.body.errors[0].message).toMatch(/locked/i)

    expect((await as.editor.post('/users/unlock', { email: 'locked@example.com' })).status).toBe(
      403,
    )
    expect((await visitor.login('locked@example.com', PASSWORD)).status).toBe(401)

    expect((await as.admin.post('/users/unlock', { email: 'locked@example.com' })).status).toBe(200)
    expect((await visitor.login('locked@example.com', PASSWORD)).status).toBe(200)
  })
})
