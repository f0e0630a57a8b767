import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'
import { tryDecodeURIComponent } from 'hono/utils/url'
import { parseTheme, readCookie, themeCookieName } from '../shared/theme'
import type { AdminBoot, AdminBootData, SignInRefusal } from '../shared/boot'
import { bootDataElement, renderAdminHtml } from './admin-html'
import { adminPreloader } from './admin-preload'
import { pickLanguage } from '../shared/language'
import { isServerDrawn } from '../shared/admin-screens'
import { pageStream } from './page-stream'
import { serverRenderer } from './server-render'
import { parseTimeZone, timeZoneCookieName } from '../shared/time-zone'
import { CONTENT_TYPES, IMMUTABLE, serveAsset } from './static-files'

/**
 * The admin page's Content-Security-Policy. Frames: its own origin (the sample site) and
 * `frameOrigins`, the front ends its live-preview pane shows (Payload's `cors` list; `*` is any
 * http(s) page). The admin itself may be framed by nobody.
 */
export function adminCsp(frameOrigins: readonly string[] = []): string {
  const frames = frameOrigins.includes('*') ? ['https:', 'http:'] : frameOrigins
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // A chosen video is previewed from its blob: URL before it is uploaded.
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self'",
    ['frame-src', "'self'", ...frames].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

interface StaticAdminOptions {
  distDir: string
  /** Origins the live-preview pane may frame besides the admin's own (`adminCsp`). */
  frameOrigins?: readonly string[]
  boot: AdminBoot
  cookiePrefix: string
  supportedLanguages: string[]
  fallbackLanguage: string
  /** The boot data for this request's session in `language`; absent when it could not be had. */
  bootData?: (
    c: Context,
    language: string,
    page: { path: string; search: URLSearchParams },
  ) => Promise<AdminBootData | undefined>
  /** The plugin field kits of the editor at an admin path (none elsewhere), named in its page. */
  fieldKitsOf?: (path: string) => string[]
  /** Told when the admin's server half fails to load or to draw a screen (the page is then drawn by the SPA). */
  onRenderError?: (error: unknown) => void
}

/** What an admin page answered to something other than a plain GET carries besides its path. */
export interface AdminPageExtras {
  status?: number
  /** A sign-in the server refused (the form posted without the page's code), for the sign-in screen. */
  signInRefusal?: SignInRefusal
}

export type AdminHandler = ((c: Context) => Promise<Response>) & {
  /** The admin page at the request's path (never an asset), with `extras`. */
  page: (c: Context, extras: AdminPageExtras) => Promise<Response>
}

/** Serves the built SPA: hashed assets cached forever and precompressed, index.html for every other path. */
export function staticAdmin(options: StaticAdminOptions): AdminHandler {
  const csp = adminCsp(options.frameOrigins)
  const indexFile = path.join(options.distDir, 'index.html')
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined
  const prefix = options.boot.adminRoute.replace(/\/+$/, '')
  const renderer = serverRenderer(`${options.distDir}-ssr`, options.onRenderError)
  // A page's strings come with its boot data from the admin's server half; without one, the page
  // names the chunks they are in.
  const preloadsFor = adminPreloader(options.distDir, { withStrings: !renderer.isBuilt })

  const relativePath = (c: Context) => tryDecodeURIComponent(c.req.path.slice(prefix.length)) || '/'

  const serve = async (c: Context): Promise<Response> => {
    const rel = relativePath(c)
    if (rel.startsWith('/assets/') && !rel.includes('..')) {
      const asset = await serveAsset(
        path.join(options.distDir, rel),
        c.req.header('accept-encoding') ?? '',
        IMMUTABLE,
      )
      if (asset) return asset
      return c.text('Not found', 404)
    }
    // Files of src/admin/public (block images) keep their names, so they are cached for a day only.
    if (rel.startsWith('/blocks/') && !rel.includes('..')) {
      const file = await serveAsset(
        path.join(options.distDir, rel),
        c.req.header('accept-encoding') ?? '',
        'public, max-age=86400',
      )
      if (file) return file
      return c.text('Not found', 404)
    }
    return adminPage(c, {})
  }

  async function adminPage(c: Context, extras: AdminPageExtras): Promise<Response> {
    const rel = relativePath(c)
    if (!template) return c.text('The admin is not built. Run `npm run build`.', 503)
    const cookies = c.req.header('cookie')
    const theme =
      options.boot.forcedTheme ??
      parseTheme(readCookie(cookies, themeCookieName(options.cookiePrefix)))
    const language = pickLanguage({
      cookie: readCookie(cookies, `${options.cookiePrefix}-lng`),
      acceptLanguage: c.req.header('accept-language'),
      supported: options.supportedLanguages,
      fallback: options.fallbackLanguage,
    })
    // Which screens' code to name in the page: a session cookie stands for a session here (the
    // page goes out before the session is checked); a stale one costs the sign-in screen's code
    // one more step.
    const isSignedIn = readCookie(cookies, `${options.cookiePrefix}-token`) !== undefined
    const html = renderAdminHtml(template, {
      boot: options.boot,
      theme,
      language,
      isSignedIn,
      preloads: preloadsFor(rel, isSignedIn, language, options.fieldKitsOf?.(rel)),
    })
    const url = new URL(c.req.url)
    const page = { path: rel, search: url.searchParams }
    // A screen the server may draw waits for the boot data it is drawn from; any other page's
    // body goes out at once. (A session cookie may have outlived its session: then the page is a
    // visitor's.)
    const mayDraw = isServerDrawn(rel, false) || (isSignedIn && isServerDrawn(rel, true))
    const stream = pageStream(c.req.header('accept-encoding') ?? '')
    const writePage = async () => {
      await stream.write(mayDraw ? html.beforeScreen : html.beforeScreen + html.beforeBootData)
      // The boot data's reads keep the event loop busy (SQLite answers synchronously): the
      // first part is written to the socket before they start.
      await new Promise((resolve) => setImmediate(resolve))
      // Without boot data the SPA asks for itself, as from the dev server.
      const [read, strings] = await Promise.all([
        options.bootData?.(c, language, page).catch(() => undefined),
        renderer.strings(language),
      ])
      const found = read && strings ? { ...read, strings } : read
      const data =
        found && extras.signInRefusal ? { ...found, signInRefusal: extras.signInRefusal } : found
      const drawn =
        mayDraw && data
          ? await renderer.draw({
              boot: options.boot,
              bootData: data,
              theme,
              path: rel,
              search: url.search,
              timeZone: parseTimeZone(
                readCookie(cookies, timeZoneCookieName(options.cookiePrefix)),
              ),
            })
          : undefined
      await stream.write(
        (mayDraw ? (drawn?.html ?? '') + html.beforeBootData : '') +
          bootDataElement(drawn?.bootData ?? data) +
          html.afterBootData,
      )
    }
    // The page always ends: without its boot data (the SPA then asks) if anything above failed.
    void writePage()
      .catch(() => stream.write((mayDraw ? html.beforeBootData : '') + html.afterBootData))
      .finally(() => stream.end())
    return new Response(stream.body, {
      status: extras.status ?? 200,
      headers: {
        'Content-Type': CONTENT_TYPES['.html']!,
        ...(stream.encoding ? { 'Content-Encoding': stream.encoding } : {}),
        // It holds the session's user and client config: never stored, by any cache.
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
        Vary: 'Cookie, Accept-Language, Accept-Encoding',
      },
    })
  }

  return Object.assign(serve, { page: adminPage })
}
