import type { Hono } from 'hono'
import type { Payload } from 'payload'
import { objectStoreOf } from '../kit/object-store'
import { sharedStateOf } from '../kit/shared-state'

const CHECK_TIMEOUT_MS = 3000

type Verdict = 'reachable' | 'unreachable'

async function probe(
  payload: Payload,
  part: string,
  check: () => Promise<unknown>,
): Promise<Verdict> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([check(), timeout])
    return 'reachable'
  } catch (error) {
    payload.logger.error({ err: error, part, msg: 'readiness check failed' })
    return 'unreachable'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `GET /api/health`: liveness, the process answers (nothing else is asked, so a database that is
 * away does not get instances restarted). `GET /api/ready`: readiness, the database answers, and
 * Redis and the bucket when they are configured; 503 (and which part failed) otherwise, and while
 * the instance is stopping, so a load balancer sends it nothing new.
 */
export function healthRoutes(
  app: Hono,
  args: { payload: Payload; api: string; isStopping: () => boolean },
): void {
  const { payload, api, isStopping } = args
  const noStore = { 'Cache-Control': 'no-store' }
  app.get(`${api}/health`, (c) => c.json({ status: 'ok' }, 200, noStore))
  app.get(`${api}/ready`, async (c) => {
    const state = sharedStateOf(payload.config.custom)
    const bucket = objectStoreOf(payload.config.custom)
    const checks: Record<string, Promise<Verdict>> = {
      database: probe(payload, 'database', () =>
        payload.count({ collection: payload.config.admin.user, overrideAccess: true }),
      ),
      ...(state?.kind === 'redis' ? { redis: probe(payload, 'redis', () => state.ping()) } : {}),
      ...(bucket ? { storage: probe(payload, 'storage', () => bucket.check()) } : {}),
    }
    const parts = Object.fromEntries(
      await Promise.all(Object.entries(checks).map(async ([k, v]) => [k, await v] as const)),
    )
    const isReady = !isStopping() && Object.values(parts).every((v) => v === 'reachable')
    const status = isStopping() ? 'stopping' : isReady ? 'ready' : 'unavailable'
    return c.json({ status, ...parts }, isReady ? 200 : 503, noStore)
  })
}
