import type { Context, Hono } from 'hono'
import type { AdminBootData, BootSession } from '../shared/boot'
import type { ClientConfigResponse } from '../shared/client-config'
import { firstReads, readKey, type EditorReads } from '../shared/api-reads'
import type { DashboardWidgetSpec } from '../shared/dashboard'
import { toQueryString } from '../shared/query-string'
import { apiPaths } from '../shared/routes'
import { readCookie } from '../shared/theme'
import { withPageAuth } from './kit/page-auth'

/**
 * The boot data of an admin page: the answers the SPA would ask for first, `GET
 * {api}/folio/client-config` and `GET {api}/{users}/me`, got from the API itself (the same
 * routes, guards, authentication and projection, so the page can never hold more than those
 * endpoints would give this session), with the page request's cookies, client address and the
 * page's language (never the session token). Absent when either answer is not a 200: the SPA then
 * asks for itself.
 */
export function bootDataLoader(
  app: Hono,
  args: {
    api: string
    userCollection: string
    cookiePrefix: string
    editorReads?: EditorReads[]
    dashboardWidgets?: DashboardWidgetSpec[]
  },
) {
  const paths = {
    clientConfig: `${args.api}${apiPaths.clientConfig}`,
    me: `${args.api}${apiPaths.auth(args.userCollection, 'me')}`,
  }
  // One page's reads authenticate its session once (`withPageAuth`).
  return (
    c: Context,
    language: string,
    page: { path: string; search: URLSearchParams },
  ): Promise<AdminBootData | undefined> => withPageAuth(() => readPage(c, language, page))

  async function readPage(
    c: Context,
    language: string,
    page: { path: string; search: URLSearchParams },
  ): Promise<AdminBootData | undefined> {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': language })
    for (const name of ['cookie', 'x-forwarded-for', 'user-agent']) {
      const value = c.req.header(name)
      if (value) headers.set(name, value)
    }
    const site = siteForSession(c)
    if (site === undefined && hasSessionCookie(c, args.cookiePrefix)) return undefined
    if (site) headers.set('Sec-Fetch-Site', site)
    const get = async <T>(
      path: string,
      init?: { method: string; body: string },
    ): Promise<T | undefined> => {
      const request = new Request(new URL(path, c.req.url), {
        ...init,
        headers: init ? withJsonBody(headers) : headers,
      })
      const response = await app.fetch(request, c.env)
      if (response.status !== 200) {
        await response.body?.cancel()
        return undefined
      }
      return (await response.json()) as T
    }
    const [clientConfig, me] = await Promise.all([
      get<ClientConfigResponse>(paths.clientConfig),
      get<BootSession>(paths.me),
    ])
    if (!clientConfig || !me) return undefined
    // The session token stays in its httpOnly cookie, even where a config lets `me` answer it.
    const { token: _token, ...session } = me as BootSession & { token?: unknown }
    if (!clientConfig.isAuthenticated || !session.user)
      return { language, clientConfig, me: session }
    // The reads of the page's first screen, answered by the same API for the same session.
    const pageReads = firstReads(page.path, page.search, clientConfig, args.editorReads, {
      isOwn: isOwnNavigation(c),
      dashboard: { widgets: args.dashboardWidgets ?? [], user: session.user },
    })
    const answered = await Promise.all(
      pageReads.map(async (read) => {
        const path = `${args.api}${read.path}${read.query ? toQueryString(read.query) : ''}`
        const init =
          read.body === undefined
            ? undefined
            : { method: read.method, body: JSON.stringify(read.body) }
        return [readKey(read), await get<unknown>(path, init)] as const
      }),
    )
    const answers = Object.fromEntries(answered.filter(([, answer]) => answer !== undefined))
    return { language, clientConfig, me: session, answers }
  }
}

function withJsonBody(headers: Headers): Headers {
  const copy = new Headers(headers)
  copy.set('Content-Type', 'application/json')
  return copy
}

/**
 * The `Sec-Fetch-Site` the boot requests carry, for Payload's rule on the session cookie (a cookie
 * counts only from the own site, docs/payload-core.md). A top-level navigation counts as the own
 * site wherever the link was: its page goes only to that browser's window (no other site can read
 * it, and `frame-ancestors 'none'` keeps it out of frames), and a link from a mail must open
 * signed in. Anything else carries what the browser said. Undefined: the browser said nothing.
 */
function siteForSession(c: Context): string | undefined {
  const mode = c.req.header('sec-fetch-mode')
  const dest = c.req.header('sec-fetch-dest')
  if (mode === 'navigate' && dest === 'document') return 'same-origin'
  return c.req.header('sec-fetch-site')
}

/**
 * Whether the page is the browser's own top-level navigation: typed, a bookmark or a link of this
 * site (`Sec-Fetch-Site` `same-origin` or `none`, or a client that sends no such headers), not
 * another site's link (which opens signed in, `siteForSession`, but may only read) nor a prefetch
 * or prerender (`Sec-Purpose`, `Purpose`), which nobody may have meant to open. Only then may the
 * page's first reads take what opening the editor takes (the document's lock).
 */
function isOwnNavigation(c: Context): boolean {
  if (c.req.method !== 'GET') return false
  const purpose = `${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return false
  const site = c.req.header('sec-fetch-site')
  const mode = c.req.header('sec-fetch-mode')
  const dest = c.req.header('sec-fetch-dest')
  return (
    (site === undefined || site === 'same-origin' || site === 'none') &&
    (mode === undefined || mode === 'navigate') &&
    (dest === undefined || dest === 'document')
  )
}

/** With a session cookie but no word from the browser, the SPA asks itself (it can prove its site). */
function hasSessionCookie(c: Context, cookiePrefix: string): boolean {
  return readCookie(c.req.header('cookie'), `${cookiePrefix}-token`) !== undefined
}
