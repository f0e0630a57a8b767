/**
 * draftsList: the list of a drafts-enabled collection at 10,000 documents (issue: 3 s per request
 * before the indexes of src/content/indexes.ts). Own temp SQLite database:
 *
 * 1. The server migrates a fresh database; through REST it creates the first user and two template
 *    posts: one published, one published with a newer draft (`PATCH ?draft=true`).
 * 2. The server stops, and SQL copies the templates' rows (posts, posts_locales, _posts_v,
 *    _posts_v_locales, every column as Payload wrote it) up to 10,000 posts, every tenth with the
 *    draft: 11,000 version rows in under a second, where 10,000 REST creates take over a minute.
 * 3. The server starts again; REST checks the counts, then `GET /api/posts?limit=10&page=N&depth=1`
 *    with `draft=true` (and, to compare, without) is timed on the first, middle and last page.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createClient, type Client } from '@libsql/client'
import type { FolioEnvOptions, RunningServer } from './folio-process'
import { assertLoopback } from './http'
import { roundMs, summarize, type LatencySummary } from './stats'

export const DRAFTS_LIST_DOCS = 10_000
/** Every tenth post has a newer draft: 1,000 drafts, 11,000 version rows. */
const DRAFT_EVERY = 10
const LIMIT = 10
const WARMUP = 3
const SAMPLES = 30
/** A series stops early (and says so) after this long, so a regression cannot stall the run. */
const SERIES_BUDGET_MS = 15_000
const REQUEST_TIMEOUT_MS = 15_000

export interface DraftsListSeries extends LatencySummary {
  page: number
  truncated?: boolean
}

export interface DraftsListResult {
  query: string
  docs: number
  versions: number
  drafts: number
  seedMs: number
  warmup: number
  /** `draft=true`, the measurement of the issue. */
  first: DraftsListSeries
  middle: DraftsListSeries
  last: DraftsListSeries
  /** The same pages without `draft=true`, for comparison. */
  withoutDraft: { first: DraftsListSeries; middle: DraftsListSeries; last: DraftsListSeries }
}

export interface DraftsListDeps {
  started: (options: FolioEnvOptions) => Promise<RunningServer>
  stopped: (server: RunningServer) => Promise<void>
  log: (message: string) => void
}

interface Session {
  baseURL: string
  cookie?: string
}

async function call(session: Session, method: string, pathAndQuery: string, body?: unknown): Promise<{ status: number; json: any; setCookie: string[] }> {
  assertLoopback(session.baseURL)
  const res = await fetch(`${session.baseURL}/api${pathAndQuery}`, {
    method,
    headers: {
      Origin: session.baseURL,
      Accept: 'application/json',
      'Accept-Encoding': 'gzip',
      ...(session.cookie ? { Cookie: session.cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  const text = await res.text()
  let json: any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = text
  }
  return { status: res.status, json, setCookie: res.headers.getSetCookie() }
}

async function expectStatus(what: string, status: number, promise: ReturnType<typeof call>) {
  const res = await promise
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`)
  return res
}

async function signIn(baseURL: string, email: string, password: string): Promise<Session> {
  const res = await expectStatus('sign-in', 200, call({ baseURL }, 'POST', '/users/login', { email, password }))
  const token = res.setCookie.find((c) => c.startsWith('folio-token='))
  if (!token) throw new Error('sign-in set no folio-token cookie')
  return { baseURL, cookie: token.split(';')[0]! }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function columnsOf(db: Client, table: string): Promise<string[]> {
  const { rows } = await db.execute(`pragma table_info(${quote(table)})`)
  if (rows.length === 0) throw new Error(`no table ${table}`)
  return rows.map((r) => String(r.name))
}

/** `insert into table (every column but `omit`) select <override or t.column> from <from>`. */
async function copyRows(db: Client, table: string, from: string, overrides: Record<string, string>, omit: string[] = []): Promise<string> {
  const columns = (await columnsOf(db, table)).filter((c) => !omit.includes(c))
  for (const name of Object.keys(overrides)) if (!columns.includes(name)) throw new Error(`${table} has no column ${name}`)
  const values = columns.map((c) => overrides[c] ?? `t.${quote(c)}`)
  return `insert into ${quote(table)} (${columns.map(quote).join(', ')}) ${from.replace('$VALUES', values.join(', '))}`
}

/** Copies the two template posts up to `DRAFTS_LIST_DOCS` posts (see the file comment). */
async function multiplyTemplates(dbFile: string, published: number, withDraft: number): Promise<void> {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    const max = async (sql: string) => Number((await db.execute(sql)).rows[0]?.[0] ?? 0)
    const postBase = await max('select max(id) from posts')
    const versionBase = await max('select max(id) from _posts_v')
    const copies = DRAFTS_LIST_DOCS - 2
    // k = 1..copies; copy k takes the draft template when k is a multiple of DRAFT_EVERY.
    const seq = `with recursive seq(k) as (select 1 union all select k + 1 from seq where k < ${copies})`
    const template = `case when seq.k % ${DRAFT_EVERY} = 0 then ${withDraft} else ${published} end`
    const at = `strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01 00:00:00', '+' || seq.k || ' seconds')`
    // The templates' versions, numbered 0 (published) and 1 (the newer draft) per post.
    const versions = `tv as (select v.id as vid, v.parent_id as pid, (select count(*) from _posts_v x where x.parent_id = v.parent_id and x.id < v.id) as r from _posts_v v where v.parent_id in (${published}, ${withDraft}))`
    const newVersionId = `${versionBase} + 2 * seq.k + tv.r`
    const statements = [
      await copyRows(db, 'posts', `${seq} select $VALUES from seq join posts t on t.id = ${template}`, {
        id: `${postBase} + seq.k`,
        created_at: at,
        updated_at: at,
      }),
      await copyRows(db, 'posts_locales', `${seq} select $VALUES from seq join posts_locales t on t._parent_id = ${template}`, { _parent_id: `${postBase} + seq.k`, title: `'Bench post ' || seq.k` }, ['id']),
      await copyRows(db, '_posts_v', `${seq}, ${versions} select $VALUES from seq join tv on tv.pid = ${template} join _posts_v t on t.id = tv.vid`, {
        id: newVersionId,
        parent_id: `${postBase} + seq.k`,
        version_created_at: at,
        version_updated_at: at,
        created_at: at,
        updated_at: at,
      }),
      await copyRows(
        db,
        '_posts_v_locales',
        `${seq}, ${versions} select $VALUES from seq join tv on tv.pid = ${template} join _posts_v_locales t on t._parent_id = tv.vid`,
        { _parent_id: newVersionId, version_title: `case when tv.r = 1 then 'Draft of bench post ' else 'Bench post ' end || seq.k` },
        ['id'],
      ),
    ]
    await db.batch(statements, 'write')
  } finally {
    db.close()
  }
}

async function timePage(session: Session, page: number, draft: boolean, log: (m: string) => void): Promise<DraftsListSeries> {
  const query = `/posts?limit=${LIMIT}&page=${page}&depth=1${draft ? '&draft=true' : ''}`
  const first = await expectStatus(`GET /api${query}`, 200, call(session, 'GET', query))
  if (!Array.isArray(first.json?.docs) || first.json.docs.length !== LIMIT) throw new Error(`GET /api${query} did not return ${LIMIT} docs`)
  for (let i = 1; i < WARMUP; i++) await expectStatus(`warm-up GET /api${query}`, 200, call(session, 'GET', query))
  const samples: number[] = []
  const deadline = performance.now() + SERIES_BUDGET_MS
  for (let i = 0; i < SAMPLES && performance.now() < deadline; i++) {
    const t0 = performance.now()
    await expectStatus(`GET /api${query}`, 200, call(session, 'GET', query))
    samples.push(performance.now() - t0)
  }
  const truncated = samples.length < SAMPLES
  if (truncated) log(`  ${query}: time budget reached after ${samples.length} samples`)
  return { page, ...summarize(samples), ...(truncated ? { truncated } : {}) }
}

export async function measureDraftsList(options: FolioEnvOptions, { started, stopped, log }: DraftsListDeps): Promise<DraftsListResult> {
  const email = 'drafts-bench@folio.example'
  const password = `Bench-${Math.random().toString(36).slice(2)}-Aa1`

  // 1. Migrate, first user, templates.
  let server = await started(options)
  await expectStatus('first user', 200, call({ baseURL: server.url }, 'POST', '/users/first-register', { email, password, confirmPassword: password }))
  let session = await signIn(server.url, email, password)
  const create = (title: string) => expectStatus('template post', 201, call(session, 'POST', '/posts', { title, excerpt: 'A post of the drafts list benchmark.', category: 'news', _status: 'published' }))
  const published = Number((await create('Bench template')).json.doc.id)
  const withDraft = Number((await create('Bench template with a draft')).json.doc.id)
  await expectStatus('template draft', 200, call(session, 'PATCH', `/posts/${withDraft}?draft=true`, { title: 'Draft of the bench template', _status: 'draft' }))
  await stopped(server)

  // 2. Multiply with SQL while the server is down.
  const t0 = performance.now()
  await multiplyTemplates(path.join(options.dataDir, 'folio.db'), published, withDraft)
  const seedMs = roundMs(performance.now() - t0)

  // 3. Check through Payload, then time.
  server = await started(options)
  try {
    session = await signIn(server.url, email, password)
    const total = async (query: string) => Number((await expectStatus(query, 200, call(session, 'GET', query))).json.totalDocs)
    const docs = await total('/posts?limit=1&depth=0&draft=true')
    const published = await total('/posts?limit=1&depth=0')
    const versions = await total('/posts/versions?limit=1&depth=0')
    const drafts = await total('/posts?limit=1&depth=0&draft=true&where[_status][equals]=draft')
    if (docs !== DRAFTS_LIST_DOCS || published !== DRAFTS_LIST_DOCS) throw new Error(`expected ${DRAFTS_LIST_DOCS} posts, found ${docs} (drafts) / ${published}`)
    const expectedDrafts = Math.floor((DRAFTS_LIST_DOCS - 2) / DRAFT_EVERY) + 1
    if (versions !== DRAFTS_LIST_DOCS + expectedDrafts || drafts !== expectedDrafts) throw new Error(`expected ${expectedDrafts} drafts and ${DRAFTS_LIST_DOCS + expectedDrafts} versions, found ${drafts} and ${versions}`)
    log(`  seeded ${docs} posts, ${drafts} with a draft, ${versions} versions (${seedMs} ms of SQL)`)

    const pages = { first: 1, middle: DRAFTS_LIST_DOCS / LIMIT / 2, last: DRAFTS_LIST_DOCS / LIMIT }
    const series = async (draft: boolean) => {
      const out: Record<string, DraftsListSeries> = {}
      for (const [name, page] of Object.entries(pages)) {
        out[name] = await timePage(session, page, draft, log)
        log(`  page ${page}${draft ? ' draft=true' : ''}: median ${out[name]!.median} ms, p95 ${out[name]!.p95} ms`)
      }
      return out as { first: DraftsListSeries; middle: DraftsListSeries; last: DraftsListSeries }
    }
    const draftSeries = await series(true)
    const withoutDraft = await series(false)
    return {
      query: `GET /api/posts?limit=${LIMIT}&page=N&depth=1&draft=true`,
      docs,
      versions,
      drafts,
      seedMs,
      warmup: WARMUP,
      ...draftSeries,
      withoutDraft,
    }
  } finally {
    await stopped(server)
  }
}
