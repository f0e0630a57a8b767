import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { serveTasksOf, type ServeTaskStop } from './kit/serve-tasks'
import { sharedStateOf } from './kit/shared-state'
import { createApp } from './app'
import { loadEnv } from './env'
import { gracefulShutdown } from './graceful-shutdown'
import { settleAfterAnswer } from './kit/after-answer'
import { checkLocaleRows } from './startup/locale-rows-check'
import { hasPointFields, postgisProblem } from './startup/postgis-check'

/** Starts Folio's HTTP server on a Payload config, serving the built admin from `adminDistDir`. */
export async function serveFolio(
  config: Promise<SanitizedConfig>,
  adminDistDir: string,
): Promise<void> {
  const env = loadEnv()
  if (env.isPostgres && hasPointFields(await config)) {
    const problem = await postgisProblem(env.databaseURL)
    if (problem) {
      console.error(`Folio cannot start: ${problem}`)
      process.exit(1)
    }
  }
  const payload = await getPayload({ config })
  await checkLocaleRows(payload)
  const stops: ServeTaskStop[] = []
  // The background work (the jobs queues) runs unless this instance only answers requests.
  for (const task of env.runsJobs ? serveTasksOf(payload.config.custom) : []) {
    const stop = await task(payload)
    if (stop) stops.push(stop)
  }
  const stopping = { isStopping: () => false }
  const app = createApp({
    payload,
    adminDistDir,
    trustProxy: env.trustProxy,
    bodyLimits: env.bodyLimits,
    isStopping: () => stopping.isStopping(),
    benchFloor: env.benchFloor,
  })
  const server = serve(
    { fetch: app.fetch, port: env.port, hostname: process.env.HOST ?? '0.0.0.0' },
    () => {
      const admin = payload.config.routes.admin
      payload.logger.info(`Folio admin: ${env.serverURL}${admin}`)
      console.log(`Folio is ready: ${env.serverURL}${admin}`)
    },
  )

  keepIdleConnections(server as Server)

  const shutdown = gracefulShutdown({
    server: server as Server,
    graceMs: env.shutdownGraceMs,
    // Work queued after an answer (a reset email) still needs the database, as does handing a
    // running job back to the other instances.
    close: async () => {
      const settled = await settleAfterAnswer()
      if (settled) payload.logger.info(`finished ${settled} task(s) queued after their answers`)
      await Promise.all(stops.map((stop) => stop()))
      await sharedStateOf(payload.config.custom)?.close()
      await closeDatabase(payload)
    },
    log: (message) => payload.logger.info(message),
  })
  stopping.isStopping = shutdown.isStopping
  process.on('SIGTERM', () => void shutdown.stop('SIGTERM'))
  process.on('SIGINT', () => void shutdown.stop('SIGINT'))
}

/**
 * A load balancer keeps idle connections to its upstreams open and sends the next request on one
 * of them (Caddy for 2 minutes, nginx and cloud load balancers for 60 s). Node closes an idle
 * connection after 5 s: a request sent at that moment meets a closed socket and the person gets a
 * 502. So Folio keeps an idle connection longer than they do; a stop closes idle ones at once.
 */
const IDLE_CONNECTION_MS = 125_000

function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS
}

/**
 * Payload's `destroy` forgets the connection without closing it: the pool (PostgreSQL) is ended
 * here. Payload keeps one client checked out for good (to notice a lost connection), which
 * `end()` would wait for forever; its idle connections are closed within the first moment.
 */
async function closeDatabase(payload: Payload): Promise<void> {
  await payload.db.destroy?.()
  const { pool } = payload.db as unknown as { pool?: { end: () => Promise<void> } }
  if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 1000))])
}
