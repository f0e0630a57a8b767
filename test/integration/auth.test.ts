import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

describe.each(databases)('first user (%s)', (database) => {
  // Each case starts from a Folio without users.
  let folio: RunningFolio
  beforeEach(async () => {
    folio = await startFolio({ database })
  })
  afterEach(async () => {
    await folio?.stop()
  })

  it('offers the public client config with hasUsers=false before the first user exists', async () => {
    const client = new ApiClient(folio.url)
    const res = await client.get('/folio/client-config')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      isAuthenticated: false,
      hasUsers: false,
      userCollection: 'users',
      routes: { admin: '/admin', api: '/api' },
    })
    expect(res.body.collections).toBeUndefined()
  })

  it('registers the first user as an admin and refuses a second first-register', async () => {
    const client = new ApiClient(folio.url)
    const first = await client.post('/users/first-register', {
      email: 'owner@example.com',
      password: 'Owner-pass-123',
      confirmPassword: 'Owner-pass-123',
      role: 'viewer',
    })
    expect(first.status).toBe(200)
    expect(first.body.user.role).toBe('admin')
    expect(first.body.token).toBeUndefined()
    const second = await new ApiClient(folio.url).post('/users/first-register', {
      email: 'intruder@example.com',
      password: 'Intruder-pass-1',
    })
    expect(second.status).toBe(403)
  })
})

describe.each(databases)('sign-in (%s)', (database) => {
  let folio: RunningFolio
  beforeAll(async () => {
    folio = await startFolio({ database })
    const registered = await new ApiClient(folio.url).post('/users/first-register', {
      email: 'owner@example.com',
      password: 'Owner-pass-123',
    })
    expect(registered.status).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('signs in with an HttpOnly SameSite=Lax cookie, reads me, and signs out', async () => {
    const client = new ApiClient(folio.url)
    const login = await client.login('owner@example.com', 'Owner-pass-123')
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('folio-token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(login.body.token).toBeUndefined()
    expect((await client.get('/users/me')).body.user.email).toBe('owner@example.com')
    expect((await client.post('/users/logout')).status).toBe(200)
    expect((await client.get('/users/me')).body.user).toBeNull()
  })

  it('answers a wrong password with 401 and the server message', async () => {
    const res = await new ApiClient(folio.url).login('owner@example.com', 'wrong-password')
    expect(res.status).toBe(401)
    expect(res.body.errors[0].message).toBe('The email or password provided is incorrect.')
  })

  it('refuses the session cookie when the request comes from another origin (CSRF)', async () => {
    const client = new ApiClient(folio.url)
    await client.login('owner@example.com', 'Owner-pass-123')
    const foreign = new ApiClient(folio.url, 'https://evil.example')
    // Copy the cookie over: a browser would send it on a cross-site request too.
    ;(foreign as unknown as { cookies: Map<string, string> }).cookies = (
      client as unknown as { cookies: Map<string, string> }
    ).cookies
    const me = await foreign.get('/users/me')
    expect(me.body.user).toBeNull()
    const write = await foreign.post('/posts', { title: 'Forged post' })
    expect(write.status).toBe(403)
  })
})
