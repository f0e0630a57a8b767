import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface RunningFolio {
  url: string
  adminURL: string
  apiURL: string
  dataDir: string
  database: DatabaseKind
  /** The environment the server runs with, for other commands on the same data (seed). */
  env: NodeJS.ProcessEnv
  /** The built server it runs (dist/ or the test build's dist-test/). */
  entry: string
  /** The server process id, e.g. to send it a signal. */
  pid: number
  /** Resolves with the process exit code (null when it was killed by a signal). */
  exited: Promise<number | null>
  /** Stops the process, then removes its data (`cleanup`). */
  stop: () => Promise<void>
  /** Removes the data folder and database (after the last process on them). */
  cleanup: () => Promise<void>
  logs: () => string
}

/** The databases a suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite']

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** A fresh database next to TEST_DATABASE_URL's, dropped again on stop. */
export async function createPostgresDatabase(): Promise<{
  url: string
  drop: () => Promise<void>
}> {
  const admin = new URL(process.env.TEST_DATABASE_URL!)
  const name = `folio_test_${randomBytes(5).toString('hex')}`
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  const url = new URL(admin.toString())
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.end()
    },
  }
}

/**
 * Starts the built server (`dist/server/start.js`) in production mode on a free port with its own
 * temp data folder and database, and waits until `/api/ready` answers 200.
 */
export async function startFolio(
  options: {
    database?: DatabaseKind
    env?: Record<string, string>
    withTestPlugins?: boolean
    /** PostgreSQL: this database (its owner drops it) instead of a fresh one. */
    databaseURL?: string
    /** What answering means: `/api/ready` 200 (default), or `/api/health` (a part may be away). */
    waitFor?: 'ready' | 'health'
  } = {},
): Promise<RunningFolio> {
  const database = options.database ?? 'sqlite'
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-test-'))
  const pgDb =
    database !== 'postgres'
      ? undefined
      : options.databaseURL
        ? { url: options.databaseURL, drop: async () => undefined }
        : await createPostgresDatabase()
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVER_URL: url,
    FOLIO_DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? '',
    PAYLOAD_SECRET: randomBytes(16).toString('hex'),
    // Suites and browser tests follow reset and invitation links from the outbox.
    FOLIO_OUTBOX_KEEP_LINKS: 'true',
    ...options.env,
  }
  // The test build (dist-test/) is Folio with the test plugin of test/plugins.
  const entry = options.withTestPlugins ? 'dist-test/server/start.js' : 'dist/server/start.js'
  return spawnFolio({
    url,
    dataDir,
    database,
    env,
    entry,
    waitFor: options.waitFor,
    cleanup: async () => {
      await pgDb?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  })
}

/**
 * A new server process on the data and port of one that has exited (killed, crashed, stopped by a
 * signal): a restart. Its `stop` also removes the data, as the first one's would have.
 */
export async function restartFolio(previous: RunningFolio): Promise<RunningFolio> {
  if (
    (await Promise.race([
      previous.exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 0)),
    ])) === false
  ) {
    throw new Error('restartFolio: the previous process is still running')
  }
  return spawnFolio({
    url: previous.url,
    dataDir: previous.dataDir,
    database: previous.database,
    env: previous.env,
    entry: previous.entry,
    cleanup: previous.cleanup,
  })
}

/**
 * One more instance beside `first`, as behind a load balancer: the same database, secret and
 * environment (SERVER_URL stays the first's, the address people use), its own port and its own
 * data folder, so nothing reaches it through the first one's disk. Its `stop` removes only its
 * folder; the first one's removes the database.
 */
export async function startInstanceOf(
  first: RunningFolio,
  env: Record<string, string> = {},
): Promise<RunningFolio> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-test-'))
  return spawnFolio({
    url,
    dataDir,
    database: first.database,
    env: { ...first.env, PORT: String(port), FOLIO_DATA_DIR: dataDir, ...env },
    entry: first.entry,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  })
}

async function spawnFolio(args: {
  url: string
  dataDir: string
  database: DatabaseKind
  env: NodeJS.ProcessEnv
  entry: string
  cleanup: () => Promise<void>
  waitFor?: 'ready' | 'health'
}): Promise<RunningFolio> {
  const { url, dataDir, database, env, entry, cleanup } = args
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Folio exited with ${child.exitCode}:\n${output}`)
    try {
      const res = await fetch(`${url}/api/${args.waitFor ?? 'ready'}`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`Folio did not become healthy:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }

  return {
    url,
    adminURL: `${url}/admin`,
    apiURL: `${url}/api`,
    dataDir,
    database,
    env,
    entry,
    pid: child.pid!,
    exited,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      await cleanup()
    },
    cleanup,
  }
}
