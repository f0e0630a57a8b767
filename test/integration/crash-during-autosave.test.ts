import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../harness/api-client'
import { rowsWithoutLocales, runSql } from '../harness/locale-rows'
import { databases, restartFolio, startFolio, type RunningFolio } from '../harness/server'

const EDITORS = 50
const ROUNDS = 10

interface Editor {
  postId: number
  /** The last write the server acknowledged, and the one sent but not answered when the server died. */
  acknowledged?: string
  inFlight?: string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(databases)('kill -9 during a burst of autosaves (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient
  const editors: Editor[] = []

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    await admin.post('/users/first-register', {
      email: 'admin@crash.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await admin.login('admin@crash.test', 'Admin-pass-123')
    for (let i = 0; i < EDITORS; i++) {
      const created = await admin.request('POST', '/posts?draft=true', {
        title: `Post ${i} r0 s0`,
        excerpt: `Excerpt ${i} r0 s0`,
        _status: 'draft',
      })
      expect(created.status).toBe(201)
      editors.push({ postId: created.body.doc.id, acknowledged: `${i} r0 s0` })
    }
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it(`keeps every acknowledged write, whole, over ${ROUNDS} rounds`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      let isRunning = true
      // Every editor autosaves one request at a time, as the admin does, title and excerpt together.
      const bursts = editors.map(async (editor, i) => {
        for (let seq = 1; isRunning; seq++) {
          const mark = `${i} r${round} s${seq}`
          editor.inFlight = mark
          try {
            const res = await admin.request(
              'PATCH',
              `/posts/${editor.postId}?draft=true&autosave=true`,
              { title: `Post ${mark}`, excerpt: `Excerpt ${mark}`, _status: 'draft' },
            )
            if (res.status !== 200)
              throw new Error(`autosave answered ${res.status}: ${JSON.stringify(res.body)}`)
            editor.acknowledged = mark
            editor.inFlight = undefined
          } catch (error) {
            if (isRunning) throw error
            return // the server died with this one in flight
          }
        }
      })
      await sleep(300 + Math.floor(Math.random() * 1200))
      isRunning = false
      process.kill(folio.pid, 'SIGKILL')
      await folio.exited
      await Promise.all(bursts)

      folio = await restartFolio(folio)
      expect(await rowsWithoutLocales(folio, 'posts')).toBe(0)
      expect(await rowsWithoutLocales(folio, '_posts_v')).toBe(0)
      for (const [i, editor] of editors.entries()) {
        const { body } = await admin.get(`/posts/${editor.postId}?draft=true&depth=0`)
        // Either the last acknowledged write or the one in flight, never a mix of two and never empty.
        const mark = String(body.title).replace(/^Post /, '')
        expect(body.excerpt, `post ${i}`).toBe(`Excerpt ${mark}`)
        expect([editor.acknowledged, editor.inFlight], `post ${i}`).toContain(mark)
        editor.acknowledged = mark
        editor.inFlight = undefined
      }
    }
    // Ten restarts of the server, each a few seconds on a busy machine.
  }, 180_000)
})

describe.each(databases)('a write that fails half-way (%s)', (database) => {
  let folio: RunningFolio
  let admin: ApiClient

  beforeAll(async () => {
    folio = await startFolio({ database })
    admin = new ApiClient(folio.url)
    await admin.post('/users/first-register', {
      email: 'admin@halfway.test',
      password: 'Admin-pass-123',
      confirmPassword: 'Admin-pass-123',
    })
    await admin.login('admin@halfway.test', 'Admin-pass-123')
    // The database refuses one title when a version's localized values are written, after Payload
    // has already removed the old ones: the point where a crash hurt before writes were atomic.
    const refuse =
      database === 'postgres'
        ? [
            `CREATE FUNCTION folio_refuse() RETURNS trigger AS $$ BEGIN IF NEW.version_title = 'Refused half-way' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
            `CREATE TRIGGER folio_refuse BEFORE INSERT ON _posts_v_locales FOR EACH ROW EXECUTE FUNCTION folio_refuse()`,
          ]
        : [
            `CREATE TRIGGER folio_refuse BEFORE INSERT ON _posts_v_locales WHEN NEW.version_title = 'Refused half-way' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
          ]
    for (const sql of refuse) await runSql(folio, sql)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  it('leaves the draft as it was, title and excerpt', async () => {
    const created = await admin.request('POST', '/posts?draft=true', {
      title: 'Whole draft',
      excerpt: 'Whole excerpt',
      _status: 'draft',
    })
    const id = created.body.doc.id
    const refused = await admin.request('PATCH', `/posts/${id}?draft=true&autosave=true`, {
      title: 'Refused half-way',
      excerpt: 'Half',
      _status: 'draft',
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    const { body } = await admin.get(`/posts/${id}?draft=true&depth=0`)
    expect(body.title).toBe('Whole draft')
    expect(body.excerpt).toBe('Whole excerpt')
    expect(await rowsWithoutLocales(folio, '_posts_v')).toBe(0)
  })
})
