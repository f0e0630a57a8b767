import type { MiddlewareHandler } from 'hono'
import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  type FlattenedField,
  type SanitizedConfig,
} from 'payload'
import type { BodyLimits } from '../../env'
import { isReadOverride } from '../api-endpoints'
import { apiError } from '../../kit/http-messages'
import { checkBody } from '../request-body'
import type { FieldScope } from './field-paths'
import { parseQuery, serializeQuery, type Query } from './payload-query'
import { checkQuery, type CheckedQuery, type QueryContext } from './query-check'
import type { QueryProblem } from './query-problem'

/**
 * The fields a request's `where` is read against, by its route: `/api/<collection>[/…]`,
 * `/api/<collection>/versions`, `/api/globals/<global>/versions`; none for other routes.
 */
function scopeOfRoute(config: SanitizedConfig): (pathname: string) => FieldScope {
  const api = config.routes.api.replace(/\/+$/, '')
  const cache = new Map<string, FlattenedField[] | undefined>()
  const fieldsOf = (pathname: string): FlattenedField[] | undefined => {
    const [first, second, third] = pathname.slice(api.length + 1).split('/')
    if (first === 'globals') {
      const global = config.globals.find((each) => each.slug === second)
      if (!global) return undefined
      return third === 'versions'
        ? (buildVersionGlobalFields(config, global, true) as FlattenedField[])
        : global.flattenedFields
    }
    const collection = config.collections.find((each) => each.slug === first)
    if (!collection) return undefined
    return second === 'versions'
      ? (buildVersionCollectionFields(config, collection, true) as FlattenedField[])
      : collection.flattenedFields
  }
  return (pathname) => {
    const [first, second, third] = pathname.slice(api.length + 1).split('/')
    const key =
      first === 'globals'
        ? `${first}/${second}/${third === 'versions'}`
        : `${first}/${second === 'versions'}`
    if (!cache.has(key)) cache.set(key, fieldsOf(pathname))
    return { config, fields: cache.get(key) }
  }
}

/** Payload's method override: a POST read as a GET, its query in a form body or as a JSON body. */
function methodOverride(request: Request): 'form' | 'json' | undefined {
  if (!isReadOverride(request)) return undefined
  const type = request.headers.get('content-type')
  return type === 'application/x-www-form-urlencoded'
    ? 'form'
    : type === 'application/json'
      ? 'json'
      : undefined
}

/** A checked query string: unchanged (`search` as sent) or written anew from the checked query. */
function checkSearch(search: string, context: QueryContext): CheckedQuery & { search?: string } {
  const checked = checkQuery(parseQuery(search), context)
  if (!checked.ok || !checked.isChanged) return checked
  const written = serializeQuery(checked.query)
  if (written === undefined) return { ok: false, problem: { key: 'queryUnreadable' } }
  return { ...checked, search: written }
}

/**
 * Checks every API request's query as Payload will read it (same parser, same options) and hands
 * Payload the checked one: limits lowered, mistakes answered 400 before any work (`checkQuery`).
 * Payload's method override is read the same way: a form body is the query string Payload appends
 * to the URL, a JSON body the parameters of a find by id. Such a body is read within the body
 * limits like any other (`checkBody`: 413 past the JSON limit), never whole first.
 */
export function queryGuard(
  config: SanitizedConfig,
  limits: { maxLimit: number; bodyLimits: BodyLimits },
): MiddlewareHandler {
  const { maxLimit, bodyLimits } = limits
  const scopeOf = scopeOfRoute(config)
  const isSpatialDatabase = config.db.name === 'postgres'
  return async (c, next) => {
    const raw = c.req.raw
    const url = new URL(raw.url)
    const context: QueryContext = { maxLimit, scope: scopeOf(url.pathname), isSpatialDatabase }
    const refuse = (problem: QueryProblem) =>
      apiError({ c, config, status: 400, key: problem.key, vars: problem.vars })
    const override = methodOverride(raw)
    let body: BodyInit | null = raw.body
    let text = ''
    if (override) {
      const read = await checkBody({ config, request: raw, limits: bodyLimits })
      if (read.kind === 'refused') return read.response
      if (read.kind === 'bytes') text = new TextDecoder().decode(read.bytes)
    }
    if (override === 'form') {
      // Payload reads `${url}?${body}`: with a query in the URL too, both are one query string.
      const checked = checkSearch(new URL(`${raw.url}?${text}`).search, context)
      if (!checked.ok) return refuse(checked.problem)
      if (checked.search !== undefined) url.search = ''
      body = checked.search ?? text
    } else {
      const checked = checkSearch(url.search, context)
      if (!checked.ok) return refuse(checked.problem)
      if (checked.search !== undefined) url.search = checked.search
      if (override === 'json') {
        let data: unknown
        try {
          data = JSON.parse(text)
        } catch {
          return refuse({ key: 'invalidJson', vars: { name: 'body' } })
        }
        const isQuery = typeof data === 'object' && data !== null && !Array.isArray(data)
        const checkedBody = isQuery ? checkQuery(data as Query, context) : undefined
        if (checkedBody && !checkedBody.ok) return refuse(checkedBody.problem)
        body = checkedBody?.isChanged ? JSON.stringify(checkedBody.query) : text
      }
    }
    if (url.href !== raw.url || body !== raw.body) {
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
