import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { apiError } from '../kit/http-messages'
import { matchRawRoute, rawRoutesOf } from '../kit/raw-routes'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const OWN_SITE = new Set(['same-origin', 'same-site', 'none'])

/** The origins whose pages may write with the session cookie: Payload's `csrf` list (`SERVER_URL` and `FOLIO_DEV_ORIGINS`). */
export function ownOrigins(config: SanitizedConfig): Set<string> {
  return new Set(config.csrf.map((origin) => origin.replace(/\/+$/, '')))
}

/**
 * `Authorization: {auth collection} API-Key {key}`, Payload's API-key header. A page of another
 * site can send it only with a key it holds and after a CORS preflight the server's `cors` list
 * allowed, so it is no forgery; and Payload takes no session cookie from a foreign origin anyway.
 */
function hasApiKeyHeader(config: SanitizedConfig, authorization: string | undefined): boolean {
  const match = /^(\S+) API-Key \S/.exec(authorization ?? '')
  return match !== null && config.collections.some((c) => c.slug === match[1] && c.auth)
}

/**
 * Refuses (403) every state-changing API call a browser sends from a foreign site, signed in or
 * not: the same rule Payload applies to the session cookie (the `csrf` list, matched against
 * `Origin`, else `Sec-Fetch-Site`), so first-register, login, forgot and reset password and
 * accept-invitation cannot be triggered by another site either. A request with neither header does
 * not come from a browser page and cannot be forged by one; nor can one with an API key.
 */
export function originGuard(config: SanitizedConfig): MiddlewareHandler {
  const allowed = ownOrigins(config)
  const api = config.routes.api.replace(/\/+$/, '')
  const rawRoutes = rawRoutesOf(config.custom)
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    if (hasApiKeyHeader(config, c.req.header('authorization'))) return next()
    // A plugin route whose credential is the signed URL itself (a one-time video upload URL, its
    // `originExemptBecause`) takes no cookie: another site can only send what it was given.
    if (isOriginExempt(c.req.method, c.req.path)) return next()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const isForeign =
      origin !== undefined ? !allowed.has(origin) : site !== undefined && !OWN_SITE.has(site)
    if (isForeign) return apiError({ c, config, status: 403, key: 'foreignOrigin' })
    return next()
  }

  function isOriginExempt(method: string, pathname: string): boolean {
    if (!pathname.startsWith(`${api}/`)) return false
    const match = matchRawRoute(rawRoutes, method, pathname.slice(api.length))
    return Boolean(match?.route.originExemptBecause)
  }
}
