import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Payload } from 'payload'
import { apiGuards } from './http/api-guards'
import type { BodyLimits } from './env'
import { apiHeaders } from './http/api-headers'
import { healthRoutes } from './http/health'
import {
  currentRequestId,
  isServiceAway,
  requestIdFrom,
  withRequestId,
} from './kit/request-context'
import { REQUEST_ID_HEADER } from './kit/request-headers'
import { errorResponse, httpMessage, unknownErrorText } from './kit/http-messages'
import { payloadHandler } from './payload-bridge'
import { bootDataLoader } from './boot-data'
import { BENCH_FLOOR_PATH, benchFloorPage } from './bench-floor'
import { editorReadsOf } from './kit/editor-reads'
import { authenticateOncePerPage } from './kit/page-auth'
import { dashboardWidgetsOf } from './kit/dashboard-reads'
import { noteAuthentication } from './http/session-presence'
import { fieldKitsOfPage } from './field-kits'
import { staticAdmin } from './static-admin'
import { signInForm } from './sign-in-form'
import { adminHref, adminPaths } from '../shared/routes'
import { PREVIEW_ROUTE, staticPreview } from './static-preview'
import { matchRawRoute, rawRoutesOf } from './kit/raw-routes'

/** The origins of Payload's `cors` option (a list, `*`, or `{ origins }`). */
function corsOrigins(cors: Payload['config']['cors']): string[] {
  const origins = typeof cors === 'object' && !Array.isArray(cors) ? cors.origins : cors
  const list: string[] = typeof origins === 'string' ? [origins] : (origins ?? [])
  return list.map((origin) => (origin === '*' ? origin : origin.replace(/\/+$/, '')))
}

/**
 * The whole HTTP surface: Payload's REST API under the api route, the admin SPA under the admin
 * route, and the sample site the live preview shows under `/preview`.
 */
export function createApp(args: {
  payload: Payload
  adminDistDir: string
  /** The built sample site; by default `preview/` beside the admin's folder (`dist/preview`). */
  previewDistDir?: string
  trustProxy?: boolean
  bodyLimits: BodyLimits
  isStopping?: () => boolean
  /** `FOLIO_BENCH_FLOOR=1`: serve the bench's floor page (`bench-floor.ts`). */
  benchFloor?: boolean
}): Hono {
  const { payload, adminDistDir, trustProxy, bodyLimits, isStopping = () => false } = args
  const previewDistDir = args.previewDistDir ?? path.join(path.dirname(adminDistDir), 'preview')
  const { config } = payload
  authenticateOncePerPage(payload)
  noteAuthentication(payload)
  const api = config.routes.api.replace(/\/+$/, '')
  const admin = config.routes.admin.replace(/\/+$/, '') || '/'
  const app = new Hono()
  // A fault outside Payload's own error handling: logged with an id the answer carries, never its details.
  app.onError((error, c) => {
    const requestId = currentRequestId() ?? randomUUID()
    payload.logger.error({
      err: error,
      method: c.req.method,
      path: c.req.path,
      msg: 'Server error',
    })
    // Redis did not answer (a request guard's limit): worth a retry shortly, as for a busy database.
    if (isServiceAway())
      return errorResponse(
        503,
        httpMessage({ config, headers: c.req.raw.headers, key: 'serviceUnavailable' }),
        { 'X-Request-Id': requestId, 'Retry-After': '1', 'Cache-Control': 'no-store' },
      )
    return errorResponse(500, unknownErrorText(config, c.req.raw.headers), {
      'X-Request-Id': requestId,
    })
  })

  // Every request runs under its id (the load balancer's `X-Request-Id`, else a new one): each log
  // line written for it and its answer carry the id.
  app.use('*', async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER))
    await withRequestId(requestId, next)
    if (c.res.headers.get(REQUEST_ID_HEADER) === requestId) return
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set(REQUEST_ID_HEADER, requestId)
  })

  // After SIGTERM: a request on a kept-alive connection is refused before anything is applied.
  app.use('*', async (c, next) => {
    if (!isStopping()) return next()
    // Read what was sent first: closing a connection with unread bytes resets it, and the client
    // would never see this answer (bodies up to the JSON limit; an upload is not waited for).
    if (Number(c.req.header('content-length') ?? 0) <= bodyLimits.jsonBytes)
      await c.req.arrayBuffer().catch(() => undefined)
    const message = httpMessage({ config, headers: c.req.raw.headers, key: 'serverStopping' })
    return errorResponse(503, message, {
      Connection: 'close',
      'Retry-After': '1',
      'Cache-Control': 'no-store',
    })
  })
  // Before the admin's routes: with the admin at `/`, its catch-all would take this path.
  if (args.benchFloor) app.get(BENCH_FLOOR_PATH, benchFloorPage)
  app.use(`${api}/*`, apiHeaders(config))
  healthRoutes(app, { payload, api, isStopping })

  // JSON answers are compressed on the fly; file downloads (with Range) are left alone.
  app.use(`${api}/*`, async (c, next) => {
    if (c.req.path.includes('/file/')) return next()
    return compress()(c, next)
  })
  app.use(`${api}/*`, ...apiGuards(config, bodyLimits))
  // Plugins' own routes (kit/raw-routes.ts): raw file bodies and served files, past the guards above.
  const rawRoutes = rawRoutesOf(config.custom)
  if (rawRoutes.length > 0)
    app.on(['GET', 'HEAD', 'PUT'], `${api}/*`, async (c, next) => {
      const match = matchRawRoute(rawRoutes, c.req.method, c.req.path.slice(api.length))
      if (!match) return next()
      return match.route.handler({
        request: c.req.raw,
        payload,
        params: match.params,
        rest: match.rest,
      })
    })
  const toPayload = payloadHandler(payload, { trustProxy, bodyLimits })
  app.all(`${api}/*`, toPayload)
  app.all(api, toPayload)

  const serveAdmin = staticAdmin({
    distDir: adminDistDir,
    frameOrigins: corsOrigins(config.cors),
    boot: {
      adminRoute: admin,
      apiRoute: api,
      cookiePrefix: config.cookiePrefix,
      userCollection: config.admin.user,
      ...(config.admin.theme === 'light' || config.admin.theme === 'dark'
        ? { forcedTheme: config.admin.theme }
        : {}),
    },
    cookiePrefix: config.cookiePrefix,
    supportedLanguages: Object.keys(config.i18n.supportedLanguages ?? {}),
    fallbackLanguage: config.i18n.fallbackLanguage,
    fieldKitsOf: fieldKitsOfPage(config),
    onRenderError: (err) =>
      payload.logger.error({ err, msg: 'drawing an admin screen on the server failed' }),
    bootData: bootDataLoader(app, {
      api,
      userCollection: config.admin.user,
      cookiePrefix: config.cookiePrefix,
      editorReads: editorReadsOf(config.custom),
      dashboardWidgets: dashboardWidgetsOf(config.custom),
    }),
  })
  // Before the admin's routes: with the admin at `/`, its catch-all would take these paths too.
  // (An admin route of `/preview` keeps its paths: there is no sample site then.)
  if (admin !== PREVIEW_ROUTE && !admin.startsWith(`${PREVIEW_ROUTE}/`)) {
    const servePreview = staticPreview({ distDir: previewDistDir })
    app.get(PREVIEW_ROUTE, servePreview)
    app.get(`${PREVIEW_ROUTE}/*`, servePreview)
  }
  app.post(
    adminHref(admin, adminPaths.login),
    signInForm({ app, config, bodyLimits, adminPage: serveAdmin.page }),
  )
  app.get(admin, serveAdmin)
  app.get(`${admin}/*`, serveAdmin)
  if (admin !== '/') app.get('/', (c) => c.redirect(admin))
  return app
}
