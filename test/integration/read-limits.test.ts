import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

const POSTS = 5

type Post = { id: number | string; title: string; relatedPosts?: Array<Post | number | string> }

/** Bounded reads: relation depth (maxDepth). */
describe.each(databases)('reads are bounded (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  let viewer: ApiClient
  const ids: Array<number | string> = []

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    expect((await admin.post('/users/first-register', { email: 'admin@example.com', password: 'Admin-pass-123' })).status).toBe(200)
    expect((await admin.login('admin@example.com', 'Admin-pass-123')).status).toBe(200)
    expect((await admin.post('/users', { email: 'viewer@example.com', password: 'Viewer-pass-123', role: 'viewer' })).status).toBe(201)
    viewer = new ApiClient(folio.url)
    expect((await viewer.login('viewer@example.com', 'Viewer-pass-123')).status).toBe(200)
    for (let n = 0; n < POSTS; n++) {
      const res = await admin.post('/posts?depth=0', { title: `Post ${n}`, excerpt: 'x'.repeat(200), _status: 'published' })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      ids.push(res.body.doc.id)
    }
    // The first three posts relate to each other: every level of depth multiplies the answer.
    for (const id of ids.slice(0, 3)) {
      const res = await admin.patch(`/posts/${id}?depth=0`, { relatedPosts: ids.slice(0, 3).filter((other) => other !== id) })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('populates relations no deeper than maxDepth (2), however deep a viewer asks', async () => {
    const res = await viewer.request('GET', `/posts/${ids[0]}?depth=10`)
    expect(res.status).toBe(200)
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(20_000)
    const level1 = res.body.relatedPosts[0] as Post
    expect(typeof level1).toBe('object')
    const level2 = level1.relatedPosts![0] as Post
    expect(typeof level2).toBe('object')
    expect(['number', 'string']).toContain(typeof level2.relatedPosts![0])
    const list = await viewer.get('/posts?depth=10&limit=3')
    expect(list.status).toBe(200)
    expect(Buffer.byteLength(JSON.stringify(list.body))).toBeLessThan(60_000)
  })
})
