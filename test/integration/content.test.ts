import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

/** The field paths of a Payload ValidationError response. */
function errorPaths(body: any): string[] {
  expect(body.errors[0].name).toBe('ValidationError')
  return (body.errors[0].data.errors as { path: string }[]).map((e) => e.path).sort()
}

describe.each(databases)('posts, localization and settings over REST (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let editor: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    expect(
      (
        await admin.post('/users/first-register', {
          email: 'admin@example.com',
          password: 'Admin-pass-123',
        })
      ).status,
    ).toBe(200)
    expect((await admin.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
    expect(
      (
        await admin.post('/users', {
          email: 'editor@example.com',
          password: 'Editor-pass-123',
          role: 'editor',
        })
      ).status,
    ).toBe(201)
    editor = new ApiClient(folio.url)
    expect((await editor.login('editor@example.com', 'Editor-pass-123')).status).toBe(200)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  const countPosts = async () => (await editor.get('/posts?limit=1')).body.totalDocs as number

  it('creates a post as an editor and reads it back', async () => {
    const created = await editor.post('/posts', {
      title: 'Hello Folio',
      readingTime: 5,
      category: 'news',
    })
    expect(created.status).toBe(201)
    const doc = created.body.doc
    expect(doc).toMatchObject({
      title: 'Hello Folio',
      readingTime: 5,
      category: 'news',
      editorialStatus: 'idea',
      audience: 'everyone',
      featured: false,
    })
    expect(doc.id).toBeDefined()
    const read = await editor.get(`/posts/${doc.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: doc.id, title: 'Hello Folio', readingTime: 5 })
  })

  it('refuses a post without its required title (400 on path title) and stores nothing', async () => {
    const before = await countPosts()
    const res = await editor.post('/posts', { readingTime: 5 })
    expect(res.status).toBe(400)
    expect(errorPaths(res.body)).toContain('title')
    expect(await countPosts()).toBe(before)
  })

  it('refuses a title under 3 characters and a reading time above 120', async () => {
    const res = await editor.post('/posts', { title: 'ab', readingTime: 121 })
    expect(res.status).toBe(400)
    expect(errorPaths(res.body)).toEqual(['readingTime', 'title'])
    const tooLong = await editor.post('/posts', { title: 'x'.repeat(121) })
    expect(tooLong.status).toBe(400)
    expect(errorPaths(tooLong.body)).toEqual(['title'])
    const tooShort = await editor.post('/posts', { title: 'Fine title', readingTime: 0 })
    expect(errorPaths(tooShort.body)).toEqual(['readingTime'])
  })

  it('updates a post with PATCH and keeps it when an update is invalid', async () => {
    const { body } = await editor.post('/posts', { title: 'Before the edit' })
    const id = body.doc.id
    const patched = await editor.patch(`/posts/${id}`, { title: 'After the edit', featured: true })
    expect(patched.status).toBe(200)
    expect(patched.body.doc).toMatchObject({ id, title: 'After the edit', featured: true })
    const invalid = await editor.patch(`/posts/${id}`, { title: 'no', readingTime: 500 })
    expect(invalid.status).toBe(400)
    expect((await editor.get(`/posts/${id}`)).body).toMatchObject({
      title: 'After the edit',
      featured: true,
      readingTime: null,
    })
  })

  describe('lists', () => {
    const titles = Array.from(
      { length: 12 },
      (_, i) => `List post ${String(i + 1).padStart(2, '0')}`,
    )
    const where = `where[title][like]=${encodeURIComponent('List post')}`

    beforeAll(async () => {
      // Created in shuffled order so the sort below is not just the insertion order.
      for (const i of [7, 2, 11, 0, 5, 9, 3, 10, 1, 6, 4, 8])
        expect((await editor.post('/posts', { title: titles[i] })).status).toBe(201)
    })

    it('pages with limit and page and reports totalDocs, totalPages and page', async () => {
      const third = await editor.get(`/posts?limit=5&page=3&${where}`)
      expect(third.status).toBe(200)
      expect(third.body).toMatchObject({
        totalDocs: 12,
        totalPages: 3,
        page: 3,
        limit: 5,
        hasNextPage: false,
        hasPrevPage: true,
        prevPage: 2,
      })
      expect(third.body.docs).toHaveLength(2)
      const first = await editor.get(`/posts?limit=5&page=1&${where}`)
      expect(first.body).toMatchObject({
        page: 1,
        hasNextPage: true,
        hasPrevPage: false,
        nextPage: 2,
      })
      expect(first.body.docs).toHaveLength(5)
    })

    it('uses the default limit of 10 without a limit', async () => {
      const res = await editor.get(`/posts?${where}`)
      expect(res.body).toMatchObject({ limit: 10, totalPages: 2 })
      expect(res.body.docs).toHaveLength(10)
    })

    it('sorts ascending and descending', async () => {
      const asc = await editor.get(`/posts?sort=title&limit=100&${where}`)
      expect(asc.body.docs.map((d: { title: string }) => d.title)).toEqual(titles)
      const desc = await editor.get(`/posts?sort=-title&limit=3&${where}`)
      expect(desc.body.docs.map((d: { title: string }) => d.title)).toEqual([
        'List post 12',
        'List post 11',
        'List post 10',
      ])
    })

    it('searches titles with like, word by word and ignoring case', async () => {
      await editor.post('/posts', { title: 'Finding needles in haystacks' })
      const found = await editor.get(
        `/posts?where[title][like]=${encodeURIComponent('NEEDLES haystack')}`,
      )
      expect(found.body.totalDocs).toBe(1)
      expect(found.body.docs[0].title).toBe('Finding needles in haystacks')
      expect(
        (await editor.get('/posts?where[title][like]=nothing-matches-this')).body.totalDocs,
      ).toBe(0)
    })
  })

  it('deletes a post as an editor', async () => {
    const { body } = await editor.post('/posts', { title: 'Short-lived post' })
    const removed = await editor.delete(`/posts/${body.doc.id}`)
    expect(removed.status).toBe(200)
    expect((await editor.get(`/posts/${body.doc.id}`)).status).toBe(404)
  })

  it('keeps a German title next to the English one (?locale=de)', async () => {
    const { body } = await editor.post('/posts', { title: 'Hello world' })
    const id = body.doc.id
    const german = await editor.patch(`/posts/${id}?locale=de`, { title: 'Hallo Welt' })
    expect(german.status).toBe(200)
    expect(german.body.doc.title).toBe('Hallo Welt')
    expect((await editor.get(`/posts/${id}?locale=de`)).body.title).toBe('Hallo Welt')
    expect((await editor.get(`/posts/${id}?locale=en`)).body.title).toBe('Hello world')
    expect((await editor.get(`/posts/${id}`)).body.title).toBe('Hello world')
    expect((await editor.get(`/posts/${id}?locale=all`)).body.title).toEqual({
      en: 'Hello world',
      de: 'Hallo Welt',
    })
  })

  it('falls back to the English title where no German one exists', async () => {
    const { body } = await editor.post('/posts', { title: 'English only' })
    expect((await editor.get(`/posts/${body.doc.id}?locale=de`)).body.title).toBe('English only')
    expect(
      (await editor.get(`/posts/${body.doc.id}?locale=de&fallback-locale=none`)).body.title,
    ).toBeFalsy()
  })

  it('reads the settings global and lets only the admin update it', async () => {
    const initial = await editor.get('/globals/settings')
    expect(initial.status).toBe(200)
    expect(initial.body).toMatchObject({ postsPerPage: 10, maintenanceMode: false })

    const refused = await editor.post('/globals/settings', { siteName: 'Hijacked' })
    expect(refused.status).toBe(403)

    const updated = await admin.post('/globals/settings', {
      siteName: 'Folio Journal',
      postsPerPage: 20,
    })
    expect(updated.status).toBe(200)
    expect(updated.body.result).toMatchObject({ siteName: 'Folio Journal', postsPerPage: 20 })

    expect((await editor.get('/globals/settings')).body).toMatchObject({
      siteName: 'Folio Journal',
      postsPerPage: 20,
    })
    const invalid = await admin.post('/globals/settings', { postsPerPage: 51 })
    expect(invalid.status).toBe(400)
    expect(errorPaths(invalid.body)).toEqual(['postsPerPage'])
  })
})
