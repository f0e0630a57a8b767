/**
 * Folio on several instances (bench/README.md, "Scale"): REST list throughput with one and with two
 * instances on one PostgreSQL (as a ratio), autosave latency for 50 editors spread over both with
 * no write lost, and the sign-in throttle under 200 parallel wrong passwords spread over both.
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test,
 * where a database of its own is made and dropped) and Redis (REDIS_URL, else TEST_REDIS_URL, else
 * redis://127.0.0.1:6379, under a key prefix of its own; `FOLIO_BENCH_REDIS=false`: none, the
 * instances share their state through PostgreSQL). Prints one JSON object on stdout.
 *
 *   npm run bench:scale
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Redis } from 'ioredis'
import pg from 'pg'
import { killAllChildrenNow, startServer, type RunningServer } from './folio-process'
import { percentile, summarize } from './stats'

const LIST_CLIENTS = 16
const LIST_SECONDS = 10
const POSTS = 200
const EDITORS = 50
const SAVES_PER_EDITOR = 10
const SAVE_PAUSE_MS = 2000
const WRONG_PASSWORDS = 200
const ADMIN = { email: 'admin@scale.bench', password: 'Scale-bench-123' }

/** `FOLIO_BENCH_ONLY=list|autosave|throttle`: that part only. */
const runs = (part: string) =>
  !process.env.FOLIO_BENCH_ONLY || process.env.FOLIO_BENCH_ONLY === part

const log = (message: string) => process.stderr.write(`[bench:scale] ${message}\n`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const baseDatabaseURL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test'
const redisURL =
  process.env.FOLIO_BENCH_REDIS === 'false'
    ? ''
    : (process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseDatabaseURL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** A client of one instance with the admin's session cookie; its Origin is the instance's own. */
function clientOf(server: RunningServer, cookie: string) {
  return (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api${pathname}`, {
      method,
      headers: {
        Origin: server.url,
        Cookie: cookie,
        Accept: 'application/json',
        'Accept-Language': 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Requests per second of `GET /api/posts` by LIST_CLIENTS clients for LIST_SECONDS, spread over `servers`. */
async function listThroughput(servers: RunningServer[], cookie: string) {
  const deadline = performance.now() + LIST_SECONDS * 1000
  const latencies: number[] = []
  let failures = 0
  await Promise.all(
    Array.from({ length: LIST_CLIENTS }, async (_, i) => {
      const call = clientOf(servers[i % servers.length]!, cookie)
      while (performance.now() < deadline) {
        const started = performance.now()
        const res = await call('GET', '/posts?limit=20&depth=0&sort=-updatedAt')
        await res.arrayBuffer()
        if (res.status === 200) latencies.push(performance.now() - started)
        else failures++
      }
    }),
  )
  return {
    instances: servers.length,
    requestsPerSecond: Math.round(latencies.length / LIST_SECONDS),
    latencyMs: summarize(latencies),
    failures,
  }
}

/** EDITORS editors, each autosaving their own post SAVES_PER_EDITOR times, spread over the instances. */
async function autosaves(servers: RunningServer[], cookie: string) {
  const latencies: number[] = []
  const refused: number[] = []
  const posts = await Promise.all(
    Array.from({ length: EDITORS }, async (_, i) => {
      const res = await clientOf(servers[0]!, cookie)('POST', '/posts?depth=0', {
        title: `Editor ${i}`,
      })
      return ((await res.json()) as { doc: { id: number; folioRevision: number } }).doc
    }),
  )
  await Promise.all(
    posts.map(async (post, i) => {
      // Editors start spread over one interval, as people do, not all in the same millisecond.
      await sleep((SAVE_PAUSE_MS / EDITORS) * i)
      let revision = post.folioRevision
      for (let save = 0; save < SAVES_PER_EDITOR; save++) {
        // Each save goes to the next instance, as a load balancer without sticky sessions sends it.
        const call = clientOf(servers[(i + save) % servers.length]!, cookie)
        const started = performance.now()
        const res = await call(
          'PATCH',
          `/posts/${post.id}?draft=true&autosave=true&depth=0`,
          { title: `Editor ${i} save ${save}`, _status: 'draft' },
          { 'If-Match': `"r${revision}"` },
        )
        const body = (await res.json()) as { doc?: { folioRevision: number } }
        const took = performance.now() - started
        if (res.status === 200 && body.doc) {
          latencies.push(took)
          revision = body.doc.folioRevision
        } else refused.push(res.status)
        // As the admin does: the next autosave SAVE_PAUSE_MS after this one started.
        await sleep(Math.max(0, SAVE_PAUSE_MS - took))
      }
    }),
  )
  // A write is lost when the draft read back is not the editor's last save.
  let lost = 0
  for (const [i, post] of posts.entries()) {
    const res = await clientOf(servers[1 % servers.length]!, cookie)(
      'GET',
      `/posts/${post.id}?draft=true&depth=0`,
    )
    const doc = (await res.json()) as { title?: string }
    if (doc.title !== `Editor ${i} save ${SAVES_PER_EDITOR - 1}`) lost++
  }
  return {
    editors: EDITORS,
    saves: EDITORS * SAVES_PER_EDITOR,
    latencyMs: summarize(latencies),
    p95Ms: percentile(latencies, 95),
    refused: refused.length,
    lostWrites: lost,
  }
}

/** WRONG_PASSWORDS parallel wrong passwords for one account, from many addresses, spread over both. */
async function throttleUnderFire(servers: RunningServer[], cookie: string) {
  const email = 'target@scale.bench'
  const password = 'Target-pass-123'
  const made = await clientOf(servers[0]!, cookie)('POST', '/users', {
    email,
    password,
    role: 'editor',
  })
  if (made.status !== 201) throw new Error(`creating the target answered ${made.status}`)
  const answers = await Promise.all(
    Array.from({ length: WRONG_PASSWORDS }, async (_, i) => {
      const server = servers[i % servers.length]!
      const res = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: {
          Origin: server.url,
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
          'X-Forwarded-For': `10.77.${Math.floor(i / 250)}.${i % 250}`,
        },
        body: JSON.stringify({ email, password: `Wrong-${i}` }),
      })
      const body = (await res.json()) as { errors?: { message?: string }[] }
      return { status: res.status, message: body.errors?.[0]?.message ?? '' }
    }),
  )
  const passwordChecked = answers.filter((a) => a.message.includes('incorrect')).length
  const locked = answers.filter((a) => a.status === 401 && a.message.includes('blocked')).length
  const refused429 = answers.filter((a) => a.status === 429).length
  const other = answers.length - passwordChecked - locked - refused429
  const kinds = new Map<string, number>()
  for (const a of answers)
    kinds.set(`${a.status} ${a.message}`, (kinds.get(`${a.status} ${a.message}`) ?? 0) + 1)
  const other2 = servers[1 % servers.length]!
  const rightPassword = await fetch(`${other2.url}/api/users/login`, {
    method: 'POST',
    headers: { Origin: other2.url, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ email, password }),
  })
  return {
    attempts: WRONG_PASSWORDS,
    passwordChecked,
    lockedAnswers: locked,
    refused429,
    otherAnswers: other,
    answers: Object.fromEntries(kinds),
    rightPasswordAfterwards: rightPassword.status,
    // The lockout allows 5 password checks (maxLoginAttempts) and the account limit refuses from 10 failures.
    isCorrect: passwordChecked <= 5 && other === 0 && rightPassword.status !== 200,
  }
}

async function main() {
  const name = `folio_bench_scale_${randomBytes(4).toString('hex')}`
  const databaseURL = new URL(baseDatabaseURL)
  databaseURL.pathname = `/${name}`
  const prefix = `folio-bench-scale-${randomBytes(4).toString('hex')}:`
  const secret = randomBytes(16).toString('hex')
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'folio-bench-scale-')))
  const servers: RunningServer[] = []
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`))
  try {
    const env = {
      REDIS_URL: redisURL,
      REDIS_KEY_PREFIX: prefix,
      FOLIO_TRUST_PROXY: 'true',
      FOLIO_LOGIN_DELAY_MS: '0',
    }
    for (const dataDir of dirs) {
      servers.push(await startServer({ dataDir, secret, databaseURL: databaseURL.toString(), env }))
      log(`instance ${servers.length} ready at ${servers.at(-1)!.url}`)
    }
    const [a] = servers as [RunningServer, RunningServer]
    const first = await fetch(`${a.url}/api/users/first-register`, {
      method: 'POST',
      headers: { Origin: a.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, confirmPassword: ADMIN.password }),
    })
    if (first.status !== 200) throw new Error(`first-register answered ${first.status}`)
    const cookie = await signIn(a)
    for (let i = 0; i < POSTS; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          clientOf(a, cookie)('POST', '/posts?depth=0', { title: `Listed ${i + j}` }),
        ),
      )
    const result: Record<string, unknown> = {
      sharedState: redisURL ? 'redis' : 'postgres',
      machine: {
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
      },
    }
    if (runs('list')) {
      log(`${POSTS} posts made; REST list throughput, one instance`)
      await listThroughput([a], cookie) // warm-up
      const one = await listThroughput([a], cookie)
      log('REST list throughput, two instances')
      await listThroughput(servers, cookie)
      const two = await listThroughput(servers, cookie)
      const ratio = Math.round((two.requestsPerSecond / one.requestsPerSecond) * 100) / 100
      result.list = { one, two, ratio }
    }
    if (runs('autosave')) {
      log(`autosave: ${EDITORS} editors over both`)
      result.autosave = await autosaves(servers, cookie)
    }
    if (runs('throttle')) {
      log(`sign-in throttle: ${WRONG_PASSWORDS} parallel wrong passwords over both`)
      result.throttle = await throttleUnderFire(servers, cookie)
    }
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  } finally {
    for (const server of servers) await server.stop()
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    if (redisURL) {
      const redis = new Redis(redisURL)
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      await redis.quit()
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

process.on('SIGINT', () => {
  killAllChildrenNow()
  process.exit(130)
})
main().catch((error: unknown) => {
  killAllChildrenNow()
  console.error(error)
  process.exit(1)
})
