import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { databases, restartFolio, startFolio, type RunningFolio } from '../harness/server'

const EDITORS = 50
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(databases)('SIGTERM during a burst of autosaves (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const posts: Array<{ id: number; acknowledged: string }> = []

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    await admin.post('/users/first-register', {
      email: 'admin@sigterm.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await admin.login('admin@sigterm.test', 'Admin-pass-123')
    for (let i = 0; i < EDITORS; i++) {
      const created = await admin.request('POST', '/posts?draft=true', {
        title: `Post ${i} s0`,
        _status: 'draft',
      })
      posts.push({ id: created.body.doc.id, acknowledged: `${i} s0` })
    }
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('finishes what was sent, refuses what came after before applying it, closes the database and exits 0', async () => {
    const outcomes = { answered: 0, refused503: 0, notConnected: 0, cut: 0 }
    let isSignalled = false
    // Every editor autosaves one request at a time over kept-alive connections until the server stops answering 200.
    const editors = posts.map(async (post, i) => {
      for (let seq = 1; ; seq++) {
        const mark = `${i} s${seq}`
        let res
        try {
          res = await admin.request('PATCH', `/posts/${post.id}?draft=true&autosave=true`, {
            title: `Post ${mark}`,
            _status: 'draft',
          })
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code
          // Refused before it was sent (the listener is gone) is fine; a request cut after it was sent is not.
          if (isSignalled && code === 'ECONNREFUSED') outcomes.notConnected++
          else outcomes.cut++
          return
        }
        if (res.status === 200) {
          outcomes.answered++
          post.acknowledged = mark
          continue
        }
        expect(res.status, JSON.stringify(res.body)).toBe(503)
        expect(res.headers.get('connection')).toBe('close')
        expect(res.body.errors[0].message).toBe(
          'The server is restarting. Nothing was changed; try again in a moment.',
        )
        outcomes.refused503++
        return
      }
    })
    // The signal comes in the middle of the burst: once every editor has had an answer or so.
    while (outcomes.answered < EDITORS) await sleep(20)
    isSignalled = true
    process.kill(folio.pid, 'SIGTERM')
    const code = await folio.exited
    await Promise.all(editors)
    expect(code).toBe(0)
    expect(outcomes.cut).toBe(0)
    expect(outcomes.refused503).toBeGreaterThan(0)
    expect(folio.logs()).toMatch(/SIGTERM: stopped/)
    // The database was closed: SQLite's last connection folded the write-ahead log back into the file.
    if (database === 'sqlite') {
      const wal = path.join(folio.dataDir, 'folio.db-wal')
      expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true)
    }

    folio = await restartFolio(folio)
    for (const post of posts) {
      const { body } = await admin.get(`/posts/${post.id}?draft=true&depth=0`)
      // Exactly the last acknowledged write: nothing answered was lost, nothing unanswered was applied.
      expect(body.title).toBe(`Post ${post.acknowledged}`)
    }
  })
})
