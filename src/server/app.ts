import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Payload } from 'payload'
import { apiGuards } from './api-guards'
import { payloadHandler } from './payload-bridge'
import { staticAdmin } from './static-admin'

/** The whole HTTP surface: Payload's REST API under the api route, the admin SPA under the admin route. */
export function createApp(args: { payload: Payload; adminDistDir: string; trustProxy?: boolean }): Hono {
  const { payload, adminDistDir, trustProxy } = args
  const { config } = payload
  const api = config.routes.api.replace(/\/+$/, '')
  const admin = config.routes.admin.replace(/\/+$/, '') || '/'
  const app = new Hono()

  app.get(`${api}/health`, async (c) => {
    try {
      await payload.count({ collection: config.admin.user, overrideAccess: true })
      return c.json({ status: 'ok', database: 'reachable' })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'health check failed' })
      return c.json({ status: 'error', database: 'unreachable' }, 503)
    }
  })

  // JSON answers are compressed on the fly; file downloads (with Range) are left alone.
  app.use(`${api}/*`, async (c, next) => {
    if (c.req.path.includes('/file/')) return next()
    return compress()(c, next)
  })
  app.use(`${api}/*`, ...apiGuards(config))
  app.all(`${api}/*`, payloadHandler(config, { trustProxy }))
  app.all(api, payloadHandler(config, { trustProxy }))

  const serveAdmin = staticAdmin({
    distDir: adminDistDir,
    boot: { adminRoute: admin, apiRoute: api, cookiePrefix: config.cookiePrefix, userCollection: config.admin.user },
    cookiePrefix: config.cookiePrefix,
    supportedLanguages: Object.keys(config.i18n.supportedLanguages ?? {}),
    fallbackLanguage: config.i18n.fallbackLanguage,
  })
  app.get(admin, serveAdmin)
  app.get(`${admin}/*`, serveAdmin)
  if (admin !== '/') app.get('/', (c) => c.redirect(admin))
  return app
}
