import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { rawGet, sleep } from './http'

export const repoRoot = path.resolve(import.meta.dirname, '..')

/** The Node options `npm start` gives the server (its heap limits, in package.json): the bench measures that server. */
export const START_NODE_OPTIONS = (() => {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  return /NODE_OPTIONS="([^"$]*)/.exec(pkg.scripts.start)?.[1]?.trim() ?? ''
})()

/** Every child this process started and has not seen exit yet; killed on any way out. */
const children = new Set<ChildProcess>()

export function killAllChildrenNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      )
    })
  })
}

export interface FolioEnvOptions {
  dataDir: string
  secret: string
  port?: number
  /** A PostgreSQL URL; without it, SQLite in `dataDir`. */
  databaseURL?: string
  env?: Record<string, string>
}

/** The environment the built server and seed get: production, loopback only, SQLite in `dataDir`. */
export function folioEnv({
  dataDir,
  secret,
  port,
  databaseURL,
  env: extra,
}: FolioEnvOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  // A loader that runs this script (tsx) must not slow down the measured server: its options are npm start's.
  delete env.NODE_OPTIONS
  delete env.FOLIO_ADMIN_DIST
  return {
    ...env,
    NODE_ENV: 'production',
    NODE_OPTIONS: START_NODE_OPTIONS,
    FOLIO_DATA_DIR: dataDir,
    DATABASE_URL: databaseURL ?? '',
    PAYLOAD_SECRET: secret,
    ...extra,
    ...(port === undefined
      ? {}
      : { PORT: String(port), HOST: '127.0.0.1', SERVER_URL: `http://127.0.0.1:${port}` }),
  }
}

/** A signed-in admin of a bench server: its address and session cookie. */
export interface BenchSession {
  baseURL: string
  cookie: string
}

/** What a measurement that starts its own server is given by bench/run.ts. */
export interface MeasureDeps {
  started: (o: FolioEnvOptions) => Promise<RunningServer>
  stopped: (s: RunningServer) => Promise<void>
  signIn: (baseURL: string) => Promise<BenchSession>
  log: (message: string) => void
}

export interface RunningServer {
  url: string
  /** Milliseconds from spawn until GET /admin/login answered 200 with the admin HTML. */
  readyMs: number
  /** The server process, for its memory (`/proc/<pid>/status`). */
  pid: number
  logs: () => string
  stop: () => Promise<void>
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM')
    if (!(await waitForExit(child, 15_000))) {
      child.kill('SIGKILL')
      await waitForExit(child, 5_000)
    }
  }
  children.delete(child)
}

/**
 * Spawns `node dist/server/start.js` and polls `GET /admin/login` every few milliseconds until it
 * answers 200 with HTML; the time from just before spawn to that answer is `readyMs`.
 */
export async function startServer(
  options: FolioEnvOptions & { timeoutMs?: number },
): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  // The bench's floor page (src/server/bench-floor.ts), to compare the admin's screens with.
  const env = folioEnv({ ...options, port, env: { FOLIO_BENCH_FLOOR: '1', ...options.env } })
  let output = ''
  const started = performance.now()
  const child = spawn(process.execPath, ['dist/server/start.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const stop = () => stopChild(child)

  const deadline = started + (options.timeoutMs ?? 90_000)
  let readyMs: number | undefined
  let lastProblem = ''
  while (readyMs === undefined) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `Folio exited early (${child.exitCode ?? child.signalCode}):\n${output.slice(-4000)}`,
      )
    }
    if (performance.now() > deadline) {
      await stop()
      throw new Error(
        `Folio did not serve /admin/login in time (${lastProblem}):\n${output.slice(-4000)}`,
      )
    }
    try {
      const res = await rawGet(
        `${url}/admin/login`,
        { Accept: 'text/html', 'Accept-Language': 'en' },
        5_000,
      )
      const type = String(res.headers['content-type'] ?? '')
      if (
        res.status === 200 &&
        type.includes('text/html') &&
        res.body.toString('utf8').includes('id="root"')
      ) {
        readyMs = performance.now() - started
        break
      }
      lastProblem = `status ${res.status}, ${type}`
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    await sleep(5)
  }
  return { url, readyMs, pid: child.pid ?? 0, logs: () => output, stop }
}

/** Runs `node dist/server/seed.js` against `dataDir` and returns its stdout (which lists the users). */
export async function runSeed(options: FolioEnvOptions & { timeoutMs?: number }): Promise<string> {
  const child = spawn(process.execPath, ['dist/server/seed.js'], {
    cwd: repoRoot,
    env: folioEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const finished = await waitForExit(child, options.timeoutMs ?? 180_000)
  if (!finished) {
    await stopChild(child)
    throw new Error(`seed did not finish in time:\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`)
  }
  children.delete(child)
  if (child.exitCode !== 0)
    throw new Error(
      `seed failed (${child.exitCode ?? child.signalCode}):\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`,
    )
  return stdout
}

export interface SeededUser {
  role: string
  email: string
  password: string
}

/** Reads the `  admin   admin@folio.example  Folio-…` lines the seed prints. */
export function parseSeededUsers(stdout: string): SeededUser[] {
  const users: SeededUser[] = []
  for (const line of stdout.split('\n')) {
    const match = /^\s+(\w+)\s+(\S+@folio\.example)\s+(\S+)\s*$/.exec(line)
    if (match) users.push({ role: match[1]!, email: match[2]!, password: match[3]! })
  }
  return users
}
