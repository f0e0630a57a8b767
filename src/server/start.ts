import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { getPayload } from 'payload'
import config from '../content/payload.config'
import { createApp } from './app'
import { loadEnv } from './env'

const here = path.dirname(fileURLToPath(import.meta.url))
const adminDistDir = process.env.FOLIO_ADMIN_DIST ?? path.resolve(here, '../../dist/admin')

async function main(): Promise<void> {
  const env = loadEnv()
  const payload = await getPayload({ config })
  const app = createApp({ payload, adminDistDir, trustProxy: env.trustProxy, bodyLimits: env.bodyLimits })
  const server = serve({ fetch: app.fetch, port: env.port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
    const admin = payload.config.routes.admin
    payload.logger.info(`Folio admin: ${env.serverURL}${admin}`)
    console.log(`Folio is ready: ${env.serverURL}${admin}`)
  })

  let isStopping = false
  const stop = (signal: string) => {
    if (isStopping) return
    isStopping = true
    payload.logger.info(`${signal}: shutting down`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(async () => {
      await payload.db.destroy?.()
      process.exit(0)
    })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
