/**
 * A temp SQLite database with many posts, for the list benchmarks (draftsList, list100k,
 * postsListBrowser):
 *
 * 1. The server migrates a fresh database; through REST it creates the first user (an admin) and two
 *    template posts: one published, one published with a newer draft (`PATCH ?draft=true`).
 * 2. The server stops, and SQL copies the templates' rows (posts, posts_locales, _posts_v,
 *    _posts_v_locales, every column as Payload wrote it) up to `total` posts, every `draftEvery`-th
 *    with the draft. 100,000 posts take a few seconds this way, where REST creates take ~7 ms each.
 * 3. `checkPostsDatabase` counts the posts, drafts and versions through Payload on a running server.
 *
 * Also the REST helpers these benchmarks share and `timeListPage`, the timed series of one list page.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createClient, type Client } from '@libsql/client'
import type { FolioEnvOptions, RunningServer } from './folio-process'
import { assertLoopback } from './http'
import { roundMs, summarize, type LatencySummary } from './stats'

const REQUEST_TIMEOUT_MS = 15_000

export interface BenchDeps {
  started: (options: FolioEnvOptions) => Promise<RunningServer>
  stopped: (server: RunningServer) => Promise<void>
  log: (message: string) => void
}

export interface BenchUser {
  email: string
  password: string
}

// ---------------------------------------------------------------------------------------------
// REST

export interface ApiSession {
  baseURL: string
  cookie?: string
}

export interface ApiAnswer {
  status: number
  json: any
  setCookie: string[]
}

/** One request the way the admin makes it: same Origin, JSON, gzip accepted, the session cookie. */
export async function call(
  session: ApiSession,
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<ApiAnswer> {
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

export async function expectStatus(
  what: string,
  status: number,
  promise: Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  const res = await promise
  if (res.status !== status)
    throw new Error(
      `${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`,
    )
  return res
}

export async function apiSignIn(baseURL: string, user: BenchUser): Promise<ApiSession> {
  const res = await expectStatus('sign-in', 200, call({ baseURL }, 'POST', '/users/login', user))
  const token = res.setCookie.find((c) => c.startsWith('folio-token='))
  if (!token) throw new Error('sign-in set no folio-token cookie')
  return { baseURL, cookie: token.split(';')[0]! }
}

// ---------------------------------------------------------------------------------------------
// Seeding

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function columnsOf(db: Client, table: string): Promise<string[]> {
  const { rows } = await db.execute(`pragma table_info(${quote(table)})`)
  if (rows.length === 0) throw new Error(`no table ${table}`)
  return rows.map((r) => String(r.name))
}

/** `insert into table (every column but `omit`) select <override or t.column> from <from>`. */
async function copyRows(
  db: Client,
  table: string,
  from: string,
  overrides: Record<string, string>,
  omit: string[] = [],
): Promise<string> {
  const columns = (await columnsOf(db, table)).filter((c) => !omit.includes(c))
  for (const name of Object.keys(overrides))
    if (!columns.includes(name)) throw new Error(`${table} has no column ${name}`)
  const values = columns.map((c) => overrides[c] ?? `t.${quote(c)}`)
  return `insert into ${quote(table)} (${columns.map(quote).join(', ')}) ${from.replace('$VALUES', values.join(', '))}`
}

export interface PostsShape {
  /** Posts in the end, the two templates included. */
  total: number
  /** Every `draftEvery`-th copy gets the newer draft of the second template. */
  draftEvery: number
}

/** Posts that have a newer draft: the copies k = draftEvery, 2·draftEvery, … plus the template. */
export const expectedDrafts = ({ total, draftEvery }: PostsShape): number =>
  Math.floor((total - 2) / draftEvery) + 1

/** Copies the two template posts up to `total` posts (see the file comment), in one write transaction. */
async function multiplyTemplates(
  dbFile: string,
  published: number,
  withDraft: number,
  { total, draftEvery }: PostsShape,
): Promise<void> {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    const max = async (sql: string) => Number((await db.execute(sql)).rows[0]?.[0] ?? 0)
    const postBase = await max('select max(id) from posts')
    const versionBase = await max('select max(id) from _posts_v')
    const copies = total - 2
    if (copies < 1) throw new Error(`at least 3 posts, not ${total}`)
    // k = 1..copies; copy k takes the draft template when k is a multiple of draftEvery.
    const seq = `with recursive seq(k) as (select 1 union all select k + 1 from seq where k < ${copies})`
    const template = `case when seq.k % ${draftEvery} = 0 then ${withDraft} else ${published} end`
    const at = `strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01 00:00:00', '+' || seq.k || ' seconds')`
    // The templates' versions, numbered 0 (published) and 1 (the newer draft) per post.
    const versions = `tv as (select v.id as vid, v.parent_id as pid, (select count(*) from _posts_v x where x.parent_id = v.parent_id and x.id < v.id) as r from _posts_v v where v.parent_id in (${published}, ${withDraft}))`
    const newVersionId = `${versionBase} + 2 * seq.k + tv.r`
    const statements = [
      await copyRows(
        db,
        'posts',
        `${seq} select $VALUES from seq join posts t on t.id = ${template}`,
        {
          id: `${postBase} + seq.k`,
          created_at: at,
          updated_at: at,
        },
      ),
      await copyRows(
        db,
        'posts_locales',
        `${seq} select $VALUES from seq join posts_locales t on t._parent_id = ${template}`,
        { _parent_id: `${postBase} + seq.k`, title: `'Bench post ' || seq.k` },
        ['id'],
      ),
      await copyRows(
        db,
        '_posts_v',
        `${seq}, ${versions} select $VALUES from seq join tv on tv.pid = ${template} join _posts_v t on t.id = tv.vid`,
        {
          id: newVersionId,
          parent_id: `${postBase} + seq.k`,
          version_created_at: at,
          version_updated_at: at,
          created_at: at,
          updated_at: at,
        },
      ),
      await copyRows(
        db,
        '_posts_v_locales',
        `${seq}, ${versions} select $VALUES from seq join tv on tv.pid = ${template} join _posts_v_locales t on t._parent_id = tv.vid`,
        {
          _parent_id: newVersionId,
          version_title: `case when tv.r = 1 then 'Draft of bench post ' else 'Bench post ' end || seq.k`,
        },
        ['id'],
      ),
    ]
    await db.batch(statements, 'write')
  } finally {
    db.close()
  }
}

export interface PostsDatabase {
  /** The first user (an admin), for REST and the browser. */
  user: BenchUser
  /** Milliseconds of SQL to multiply the templates. */
  seedMs: number
}

/**
 * Steps 1 and 2 of the file comment on the empty `options.dataDir`. The server is stopped again at
 * the end; start it with `deps.started(options)` to use the database.
 */
export async function createPostsDatabase(
  options: FolioEnvOptions,
  shape: PostsShape,
  { started, stopped }: BenchDeps,
): Promise<PostsDatabase> {
  const user: BenchUser = {
    email: 'posts-bench@folio.example',
    password: `Bench-${Math.random().toString(36).slice(2)}-Aa1`,
  }
  const server = await started(options)
  let published: number
  let withDraft: number
  try {
    await expectStatus(
      'first user',
      200,
      call({ baseURL: server.url }, 'POST', '/users/first-register', {
        ...user,
        confirmPassword: user.password,
      }),
    )
    const session = await apiSignIn(server.url, user)
    const create = (title: string) =>
      expectStatus(
        'template post',
        201,
        call(session, 'POST', '/posts', {
          title,
          excerpt: 'A post of the list benchmarks.',
          category: 'news',
          _status: 'published',
        }),
      )
    published = Number((await create('Bench template')).json.doc.id)
    withDraft = Number((await create('Bench template with a draft')).json.doc.id)
    await expectStatus(
      'template draft',
      200,
      call(session, 'PATCH', `/posts/${withDraft}?draft=true`, {
        title: 'Draft of the bench template',
        _status: 'draft',
      }),
    )
  } finally {
    await stopped(server)
  }
  const t0 = performance.now()
  await multiplyTemplates(path.join(options.dataDir, 'folio.db'), published, withDraft, shape)
  return { user, seedMs: roundMs(performance.now() - t0) }
}

export interface PostsCounts {
  docs: number
  versions: number
  drafts: number
}

/** Counts through Payload (so the copied rows are read the way the admin reads them) and checks them. */
export async function checkPostsDatabase(
  session: ApiSession,
  shape: PostsShape,
): Promise<PostsCounts> {
  const total = async (query: string) =>
    Number((await expectStatus(query, 200, call(session, 'GET', query))).json.totalDocs)
  const docs = await total('/posts?limit=1&depth=0&draft=true')
  const published = await total('/posts?limit=1&depth=0')
  const versions = await total('/posts/versions?limit=1&depth=0')
  const drafts = await total('/posts?limit=1&depth=0&draft=true&where[_status][equals]=draft')
  if (docs !== shape.total || published !== shape.total)
    throw new Error(`expected ${shape.total} posts, found ${docs} (drafts) / ${published}`)
  const wanted = expectedDrafts(shape)
  if (versions !== shape.total + wanted || drafts !== wanted)
    throw new Error(
      `expected ${wanted} drafts and ${shape.total + wanted} versions, found ${drafts} and ${versions}`,
    )
  return { docs, versions, drafts }
}

// ---------------------------------------------------------------------------------------------
// Timing

export interface PageSeries extends LatencySummary {
  page: number
  /** Set when the series hit its time budget before `samples` requests. */
  truncated?: boolean
}

export interface SeriesPlan {
  limit: number
  warmup: number
  samples: number
  /** A series stops early (and says so) after this long, so a slow page cannot stall the run. */
  budgetMs: number
}

/**
 * Times `GET /api/posts?limit=…&page=…&<extra>` one request after another on one keep-alive
 * connection, each up to the last byte of the body, after `warmup` untimed ones (the first of them
 * checks the answer). The budget starts after the warm-up.
 */
export async function timeListPage(
  session: ApiSession,
  page: number,
  extra: string,
  plan: SeriesPlan,
  log: (m: string) => void,
): Promise<PageSeries> {
  const query = `/posts?limit=${plan.limit}&page=${page}&${extra}`
  const first = await expectStatus(`GET /api${query}`, 200, call(session, 'GET', query))
  if (!Array.isArray(first.json?.docs) || first.json.docs.length !== plan.limit)
    throw new Error(`GET /api${query} did not return ${plan.limit} docs`)
  for (let i = 1; i < plan.warmup; i++)
    await expectStatus(`warm-up GET /api${query}`, 200, call(session, 'GET', query))
  const samples: number[] = []
  const deadline = performance.now() + plan.budgetMs
  for (let i = 0; i < plan.samples && performance.now() < deadline; i++) {
    const t0 = performance.now()
    await expectStatus(`GET /api${query}`, 200, call(session, 'GET', query))
    samples.push(performance.now() - t0)
  }
  const truncated = samples.length < plan.samples
  if (truncated) log(`  ${query}: time budget reached after ${samples.length} samples`)
  return { page, ...summarize(samples), ...(truncated ? { truncated } : {}) }
}
