import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'
import { handleEndpoints, headersWithCors, type Payload } from 'payload'
import type { BodyLimits } from './env'
import { disallowedMethod } from './http/allowed-methods'
import { effectiveMethod } from './http/api-endpoints'
import { errorResponse, httpMessage, requestLanguage } from './kit/http-messages'
import { checkBody, tooLarge } from './http/request-body'
import { withDatabaseScope } from './db/sqlite-write-gate'
import { withAnswerScope } from './kit/after-answer'
import { CLIENT_ADDRESS_HEADER, REQUEST_ID_HEADER } from './kit/request-headers'
import { currentRequestId, isServiceAway } from './kit/request-context'
import { withBulkRefusalStatus } from './http/bulk-refusal-status'
import { collectDocumentRefusals } from './kit/document-refusals'
import { requestGuardsOf } from './kit/request-guards'
import { withSessionPresence } from './http/session-presence'
import { aliasedPath, pathAliasesOf } from './kit/path-aliases'

type NodeBindings = {
  incoming?: { socket?: { remoteAddress?: string } }
  outgoing?: Pick<ServerResponse, 'closed' | 'once'>
}

/** One wait per connection's answer: an admin page's first reads all share their page's. */
const written = new WeakMap<object, Promise<void>>()

/** Resolves once the answer is written to the connection (or the connection is gone). */
function answerWritten(c: Context): Promise<void> {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing
  if (!outgoing) return new Promise((resolve) => setImmediate(resolve))
  if (outgoing.closed) return Promise.resolve()
  let wait = written.get(outgoing)
  if (!wait) {
    wait = new Promise((resolve) => outgoing.once('close', () => resolve()))
    written.set(outgoing, wait)
  }
  return wait
}

/**
 * The client's address: the connection's, or behind a trusted proxy (`FOLIO_TRUST_PROXY=true`) the
 * last X-Forwarded-For entry, which that proxy appended. Never a value the client chose itself.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').pop()?.trim()
    if (last) return last
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown'
}

const RETRY_AFTER_BUSY_S = 1

/**
 * Hands a request to Payload's REST router. Payload mutates the request object, so it gets a real
 * WHATWG Request. Bodies are bounded first (`checkBody`): small ones are handed over as bytes,
 * uploads stay a stream (`duplex: 'half'`) so they are never buffered whole. A method the path
 * has no endpoint for is a 405. Plugins' request guards (`kit/request-guards.ts`) may refuse a
 * request before Payload sees it. Every answer carries the request's id (`X-Request-Id`). A bulk
 * write whose every refused document was refused with one status of its own answers that status.
 */
export function payloadHandler(
  payload: Payload,
  options: { trustProxy?: boolean; bodyLimits: BodyLimits },
) {
  const { config } = payload
  const guards = requestGuardsOf(config.custom)
  const aliases = pathAliasesOf(config.custom)
  const api = config.routes.api.replace(/\/+$/, '')
  /** Redis did not answer: 503 with `Retry-After`, as for a busy database; nothing was applied before it. */
  const serviceAwayAnswer = (headers: Headers) =>
    errorResponse(503, httpMessage({ config, headers, key: 'serviceUnavailable' }), {
      'Retry-After': String(RETRY_AFTER_BUSY_S),
      'Cache-Control': 'no-store',
    })
  return async (c: Context): Promise<Response> => {
    const requestId = currentRequestId() ?? randomUUID()
    // Work a handler leaves for after its answer (`afterAnswer`) starts once the answer is written.
    let response = await withAnswerScope(answerWritten(c), () =>
      withDatabaseScope(() => answer(c, requestId)),
    )
    response.headers.set(REQUEST_ID_HEADER, requestId)
    if (response.status === 500 && isServiceAway()) response = serviceAwayAnswer(c.req.raw.headers)
    // The bridge's own refusals (405, a guard's 429, a body too large) name the allowed origins
    // as Payload's answers do, so a front end on a `cors` origin can read them.
    headersWithCors({ headers: response.headers, req: { payload, headers: c.req.raw.headers } })
    // A busy database (the only 503 Payload gives here): nothing was applied, worth a retry shortly.
    if (response.status === 503 && !response.headers.has('Retry-After'))
      response.headers.set('Retry-After', String(RETRY_AFTER_BUSY_S))
    // Whatever failed was logged by Payload just before; this line ties it to the id the client got.
    if (response.status >= 500 && response.status !== 503)
      payload.logger.error({
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: response.status,
        msg: 'Server error answered',
      })
    return response
  }

  async function answer(c: Context, requestId: string): Promise<Response> {
    const raw = c.req.raw
    // A plugin's namespaced path for its collection (kit/path-aliases.ts): `/api/video/videos` is `video-videos`.
    const url = new URL(raw.url)
    const aliased = aliasedPath(aliases, api, url.pathname)
    if (aliased !== undefined) url.pathname = aliased
    const pathname = aliased ?? c.req.path
    const allowed = disallowedMethod(config, effectiveMethod(raw), pathname)
    if (allowed) {
      const message = httpMessage({
        config,
        headers: raw.headers,
        key: 'methodNotAllowed',
        vars: { method: raw.method, allowed: allowed.join(', ') },
      })
      return errorResponse(405, message, { Allow: allowed.join(', ') })
    }
    const headers = new Headers(raw.headers)
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, options.trustProxy === true))
    headers.set(REQUEST_ID_HEADER, requestId)
    // Payload answers in the language Folio picked (`sr-Latn` → `rs-latin`, `zh-HK` → `zh-TW`),
    // which its own matching of Accept-Language would miss: one language for the whole answer.
    headers.set('Accept-Language', requestLanguage(config, raw.headers))
    for (const guard of guards) {
      const refusal = await guard({ headers, method: raw.method, config })
      if (refusal) return refusal
    }
    const body = await checkBody({ config, request: raw, limits: options.bodyLimits })
    if (body.kind === 'refused') return body.response
    const request = new Request(url, {
      method: raw.method,
      headers,
      body: body.kind === 'bytes' ? body.bytes : body.kind === 'stream' ? body.stream : undefined,
      signal: raw.signal,
      duplex: body.kind === 'stream' ? 'half' : undefined,
    } as RequestInit)
    const { value: response, refusals } = await collectDocumentRefusals(() =>
      withSessionPresence(headers, () => handleEndpoints({ config, request })),
    )
    if (body.kind === 'stream' && body.isOver())
      return tooLarge({ config, headers: raw.headers, limit: body.limit, isBodyRead: false })
    return withBulkRefusalStatus({
      config,
      method: raw.method,
      pathname,
      response,
      refusals,
    })
  }
}
