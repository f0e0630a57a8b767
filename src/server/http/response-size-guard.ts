import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { BodyTooLarge, readWithin } from './body-limit'
import { apiError } from '../kit/http-messages'

/**
 * Refuses (400) a JSON answer larger than `maxBytes` instead of sending it: a last bound behind
 * `maxDepth` and the limit cap, for documents that are large by themselves. Files are not JSON and
 * pass untouched; a JSON answer is collected (Payload has built it in memory already) and re-sent.
 */
export function responseSizeGuard(config: SanitizedConfig, maxBytes: number): MiddlewareHandler {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 100) / 100
  return async (c, next) => {
    await next()
    const res = c.res
    if (!res.body || !res.headers.get('content-type')?.includes('application/json')) return
    let bytes: Uint8Array
    try {
      bytes = await readWithin(res.body, maxBytes)
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error
      await res.body.cancel().catch(() => undefined)
      c.res = undefined
      c.res = apiError({ c, config, status: 400, key: 'responseTooLarge', vars: { megabytes } })
      return
    }
    const headers = new Headers(res.headers)
    headers.delete('content-length')
    c.res = undefined
    c.res = new Response(bytes as BlobPart, {
      status: res.status,
      statusText: res.statusText,
      headers,
    })
  }
}
