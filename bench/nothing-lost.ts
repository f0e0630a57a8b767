import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { repoRoot, startServer, type FolioEnvOptions, type RunningServer } from './folio-process'
import { call, expectStatus, type ApiSession } from './posts-db'
import { summarize, type LatencySummary } from './stats'

const EDITORS = 50
const AUTOSAVE_EVERY_MS = 2000
const AUTOSAVE_FOR_MS = 30_000
const HOLD_MS = 8000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function firstAdmin(baseURL: string): Promise<ApiSession> {
  const user = {
    email: 'bench@folio.example',
    password: `Bench-${randomBytes(6).toString('hex')}-pass`,
  }
  await expectStatus(
    'first user',
    200,
    call({ baseURL }, 'POST', '/users/first-register', { ...user, confirmPassword: user.password }),
  )
  const res = await expectStatus('sign-in', 200, call({ baseURL }, 'POST', '/users/login', user))
  const token = res.setCookie.find((c) => c.startsWith('folio-token='))
  return { baseURL, cookie: token!.split(';')[0]! }
}

export interface AutosaveLoad {
  editors: number
  saves: number
  errors: number
  latencyMs: LatencySummary
}

/** 50 editors, each on their own post, autosaving every 2 s for 30 s (the admin's cadence). */
async function autosaveLoad(session: ApiSession): Promise<AutosaveLoad> {
  const ids: number[] = []
  for (let i = 0; i < EDITORS; i++) {
    const created = await expectStatus(
      'post',
      201,
      call(session, 'POST', '/posts?draft=true&depth=0', {
        title: `Editor ${i}`,
        _status: 'draft',
      }),
    )
    ids.push(created.json.doc.id)
  }
  const latencies: number[] = []
  let errors = 0
  const until = performance.now() + AUTOSAVE_FOR_MS
  await Promise.all(
    ids.map(async (id, i) => {
      await sleep((AUTOSAVE_EVERY_MS / EDITORS) * i)
      for (let n = 1; performance.now() < until; n++) {
        const started = performance.now()
        const res = await call(session, 'PATCH', `/posts/${id}?draft=true&autosave=true&depth=0`, {
          title: `Editor ${i}, autosave ${n}`,
          _status: 'draft',
        }).catch(() => undefined)
        latencies.push(performance.now() - started)
        if (res?.status !== 200) errors++
        await sleep(Math.max(0, AUTOSAVE_EVERY_MS - (performance.now() - started)))
      }
    }),
  )
  return { editors: EDITORS, saves: latencies.length, errors, latencyMs: summarize(latencies) }
}

export interface ReadStall {
  holdMs: number
  reads: number
  readMs: LatencySummary
  readErrors: number
  /** What a write sent at the start of the hold got, and after how long. */
  write: { status: number; ms: number }
}

/** Another process holds SQLite's write lock for 8 s; reads go on every 50 ms, one write waits. */
async function readStall(session: ApiSession, dataDir: string): Promise<ReadStall> {
  const { json } = await expectStatus(
    'post',
    201,
    call(session, 'POST', '/posts?draft=true&depth=0', {
      title: 'Read while locked',
      _status: 'draft',
    }),
  )
  const id = json.doc.id as number
  const script = `const { createClient } = require('@libsql/client'); const db = createClient({ url: 'file:' + process.argv[1] });
    db.execute('BEGIN IMMEDIATE').then(() => { console.log('locked'); setTimeout(() => db.execute('COMMIT').then(() => process.exit(0)), Number(process.argv[2])) })`
  const holder = spawn(
    process.execPath,
    ['-e', script, path.join(dataDir, 'folio.db'), String(HOLD_MS)],
    { cwd: repoRoot },
  )
  await new Promise<void>((resolve) =>
    holder.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve()),
  )
  const released = new Promise<void>((resolve) => holder.once('exit', () => resolve()))
  const holdEnds = performance.now() + HOLD_MS
  const writeStarted = performance.now()
  const write = call(session, 'PATCH', `/posts/${id}?draft=true&autosave=true&depth=0`, {
    title: 'Written while locked',
    _status: 'draft',
  }).then((res) => ({ status: res.status, ms: Math.round(performance.now() - writeStarted) }))
  const latencies: number[] = []
  let readErrors = 0
  while (performance.now() < holdEnds - 200) {
    const started = performance.now()
    const res = await call(session, 'GET', `/posts/${id}?draft=true&depth=0`).catch(() => undefined)
    latencies.push(performance.now() - started)
    if (res?.status !== 200) readErrors++
    await sleep(50)
  }
  const written = await write
  await released
  return {
    holdMs: HOLD_MS,
    reads: latencies.length,
    readMs: summarize(latencies),
    readErrors,
    write: written,
  }
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!base) return undefined
  const name = `folio_bench_${randomBytes(4).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  await run(`CREATE DATABASE "${name}"`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

export interface NothingLost {
  autosaveSqlite: AutosaveLoad
  autosavePostgres?: AutosaveLoad
  readStallSqlite: ReadStall
}

/** The figures of the nothing-lost work: autosave under 50 editors, and reads while SQLite's lock is taken. */
export async function measureNothingLost(
  root: string,
  secret: string,
  deps: { stopped: (s: RunningServer) => Promise<void>; log: (m: string) => void },
): Promise<NothingLost> {
  const start = async (options: Omit<FolioEnvOptions, 'secret'>) =>
    startServer({ ...options, secret })
  const sqliteDir = path.join(root, 'nothing-lost-sqlite')
  mkdirSync(sqliteDir)
  const sqlite = await start({ dataDir: sqliteDir })
  const session = await firstAdmin(sqlite.url)
  deps.log(`  ${EDITORS} editors autosaving every 2 s for 30 s on SQLite…`)
  const autosaveSqlite = await autosaveLoad(session)
  deps.log(`  reads while another process holds the SQLite write lock for ${HOLD_MS / 1000} s…`)
  const readStallSqlite = await readStall(session, sqliteDir)
  await deps.stopped(sqlite)

  let autosavePostgres: AutosaveLoad | undefined
  const database = await postgresDatabase()
  if (database) {
    const pgDir = path.join(root, 'nothing-lost-pg')
    mkdirSync(pgDir)
    const server = await start({ dataDir: pgDir, databaseURL: database.url })
    try {
      deps.log(`  ${EDITORS} editors autosaving on PostgreSQL…`)
      autosavePostgres = await autosaveLoad(await firstAdmin(server.url))
    } finally {
      await deps.stopped(server)
      await database.drop()
    }
  } else deps.log('  PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it')
  return { autosaveSqlite, autosavePostgres, readStallSqlite }
}
