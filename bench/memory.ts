/**
 * The server's memory under sustained use: resident set size (RSS, what the operating system
 * gives the process) after start-up, and after 50,000 and 100,000 requests of the mix the admin
 * sends (list pages, documents, the session, the client config, pages opened from the address
 * bar with their boot data, autosaves). A leak shows as growth between 50,000 and 100,000.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { assertLoopback, sleep } from './http'
import type { RunningServer } from './folio-process'

export interface MemoryMeasurement {
  requests: number
  concurrency: number
  /** RSS in MiB once started (idle 2 s), and after each checkpoint of requests (idle 2 s). */
  rssAfterStartMiB: number
  rssByRequestsMiB: Record<string, number>
  /** RSS after all requests minus RSS at the halfway checkpoint. */
  growthSecondHalfMiB: number
  requestsPerSecond: number
  /** Answers other than 2xx (none expected). */
  failed: number
}

const CONCURRENCY = 8

/** VmRSS of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kB = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN)
  return Math.round((kB / 1024) * 10) / 10
}

/** How far a process's RSS rose above its level before, while `work` ran (sampled every 25 ms), in MiB. */
export async function peakRssGrowthDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; growthMiB: number }> {
  const before = rssMiB(pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 25)
  try {
    const result = await work()
    peak = Math.max(peak, rssMiB(pid))
    return { result, growthMiB: Math.round((peak - before) * 10) / 10 }
  } finally {
    clearInterval(sampler)
  }
}

interface Call {
  method: 'GET' | 'PATCH'
  path: string
  body?: string
  accept?: string
  /** Sent without the session (a visitor: the sign-in page the server draws). */
  isAnonymous?: boolean
  /** Sent as a browser opens a page from the address bar (its boot data are computed, its screen drawn). */
  isNavigation?: boolean
}

const NAVIGATION = {
  'Sec-Fetch-Site': 'none',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}

/** The request mix, by index (20 in a round): mostly the API reads of an admin in use. */
function callFor(index: number, postIds: Array<string | number>): Call {
  const id = postIds[index % postIds.length]!
  const slot = index % 20
  if (slot === 0)
    return {
      method: 'GET',
      path: `/admin/collections/posts/${id}`,
      accept: 'text/html',
      isNavigation: true,
    }
  if (slot === 1)
    return {
      method: 'GET',
      path: '/admin/login',
      accept: 'text/html',
      isAnonymous: true,
      isNavigation: true,
    }
  if (slot === 8)
    return {
      method: 'GET',
      path: `/admin/collections/posts?page=${1 + (index % 5)}`,
      accept: 'text/html',
      isNavigation: true,
    }
  if (slot === 2 || slot === 3) return { method: 'GET', path: '/api/users/me' }
  if (slot === 4 || slot === 5) return { method: 'GET', path: '/api/folio/client-config' }
  if (slot === 6)
    return { method: 'GET', path: '/api/posts?where[title][like]=post&limit=10&depth=0' }
  if (slot === 7)
    return {
      method: 'PATCH',
      path: `/api/posts/${id}?draft=true&autosave=true&depth=0`,
      body: JSON.stringify({ excerpt: `Autosaved ${index}` }),
    }
  if (slot < 10)
    return {
      method: 'GET',
      path: `/api/posts?limit=10&page=${1 + (index % 5)}&depth=0&draft=true&sort=-updatedAt`,
    }
  if (slot < 13)
    return { method: 'GET', path: `/api/posts?limit=10&page=${1 + (index % 5)}&depth=0` }
  return { method: 'GET', path: `/api/posts/${id}?depth=1&draft=true` }
}

function send(agent: http.Agent, base: URL, cookie: string, call: Call): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      new URL(call.path, base),
      {
        method: call.method,
        agent,
        headers: {
          Accept: call.accept ?? 'application/json',
          'Accept-Encoding': 'gzip',
          Origin: base.origin,
          ...(call.isAnonymous ? {} : { Cookie: cookie }),
          ...(call.isNavigation ? NAVIGATION : {}),
          ...(call.body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    req.setTimeout(30_000, () => req.destroy())
    req.on('error', () => resolve(0))
    req.end(call.body)
  })
}

export async function measureMemory(
  server: RunningServer,
  session: { cookie?: string },
  postIds: Array<string | number>,
  options: {
    requests: number
    log: (line: string) => void
    /** Called after start-up and after each checkpoint, when the server is idle. */
    onCheckpoint?: (requests: number) => Promise<void>
  },
): Promise<MemoryMeasurement> {
  const base = assertLoopback(server.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  await sleep(2000)
  const rssAfterStartMiB = rssMiB(server.pid)
  await options.onCheckpoint?.(0)
  options.log(`  after start-up: ${rssAfterStartMiB} MiB`)
  const half = Math.floor(options.requests / 2)
  const rssByRequestsMiB: Record<string, number> = {}
  let next = 0
  let failed = 0
  const started = performance.now()
  const run = async (until: number) => {
    const worker = async () => {
      while (next < until) {
        const status = await send(agent, base, session.cookie ?? '', callFor(next++, postIds))
        if (status < 200 || status >= 300) failed++
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  }
  for (const checkpoint of [half, options.requests]) {
    await run(checkpoint)
    await sleep(2000)
    rssByRequestsMiB[String(checkpoint)] = rssMiB(server.pid)
    options.log(`  after ${checkpoint} requests: ${rssByRequestsMiB[String(checkpoint)]} MiB`)
    await options.onCheckpoint?.(checkpoint)
  }
  const seconds = (performance.now() - started) / 1000 - 4
  agent.destroy()
  return {
    requests: options.requests,
    concurrency: CONCURRENCY,
    rssAfterStartMiB,
    rssByRequestsMiB,
    growthSecondHalfMiB:
      Math.round(
        (rssByRequestsMiB[String(options.requests)]! - rssByRequestsMiB[String(half)]!) * 10,
      ) / 10,
    requestsPerSecond: Math.round(options.requests / seconds),
    failed,
  }
}
