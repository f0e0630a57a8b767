import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { apiError } from './messages'

const LIMIT_KEY = /^(limit|joins\[[^\]]*\]\[limit\])$/

type Checked =
  { ok: true; params: URLSearchParams; isChanged: boolean } | { ok: false; name: string }

/**
 * Bounds how many documents one request may ask for: every `limit` (also a join's) must be a whole
 * number from 1 (Payload reads 0 as "all"); larger ones are lowered to `maxLimit`, and
 * `pagination=false` without a limit (Payload: "all") gets `maxLimit`.
 */
export function boundQuery(params: URLSearchParams, maxLimit: number): Checked {
  const out = new URLSearchParams()
  let isChanged = false
  for (const [key, value] of params) {
    if (!LIMIT_KEY.test(key)) {
      out.append(key, value)
      continue
    }
    if (!/^\d+$/.test(value) || Number(value) < 1 || out.has(key)) return { ok: false, name: key }
    if (Number(value) > maxLimit) isChanged = true
    out.append(key, String(Math.min(Number(value), maxLimit)))
  }
  if (out.get('pagination') === 'false' && !out.has('limit')) {
    out.set('limit', String(maxLimit))
    isChanged = true
  }
  return { ok: true, params: out, isChanged }
}

const isFormOverride = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET') &&
  request.headers.get('content-type') === 'application/x-www-form-urlencoded'

/**
 * Applies `boundQuery` to the query string of every API request, and to the body of Payload's
 * method override (a POST whose form body is read as a GET's query string); an invalid limit is a 400.
 */
export function queryLimits(config: SanitizedConfig, maxLimit: number): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw
    const url = new URL(raw.url)
    const query = boundQuery(url.searchParams, maxLimit)
    if (!query.ok)
      return apiError({
        c,
        config,
        status: 400,
        key: 'invalidLimit',
        vars: { name: query.name, max: maxLimit },
      })
    if (query.isChanged) url.search = query.params.toString()
    let body: BodyInit | null = raw.body
    if (isFormOverride(raw)) {
      const form = boundQuery(new URLSearchParams(await raw.text()), maxLimit)
      if (!form.ok)
        return apiError({
          c,
          config,
          status: 400,
          key: 'invalidLimit',
          vars: { name: form.name, max: maxLimit },
        })
      body = form.params.toString()
    }
    if (query.isChanged || body !== raw.body) {
      const hasBody = body !== null && !['GET', 'HEAD'].includes(raw.method)
      c.req.raw = new Request(url, {
        method: raw.method,
        headers: raw.headers,
        body: hasBody ? body : undefined,
        signal: raw.signal,
        duplex: hasBody ? 'half' : undefined,
      } as RequestInit)
    }
    return next()
  }
}
