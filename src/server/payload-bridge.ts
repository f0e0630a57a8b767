import type { Context } from 'hono'
import { handleEndpoints, type SanitizedConfig } from 'payload'

/**
 * Hands a request to Payload's REST router. Payload mutates the request object, so it gets a real
 * WHATWG Request; the body stays a stream (`duplex: 'half'`) so uploads are never buffered whole.
 */
export function payloadHandler(config: SanitizedConfig) {
  return async (c: Context): Promise<Response> => {
    const raw = c.req.raw
    const hasBody = !['GET', 'HEAD'].includes(raw.method)
    const request = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: hasBody ? raw.body : undefined,
      signal: raw.signal,
      duplex: hasBody ? 'half' : undefined,
    } as RequestInit)
    return handleEndpoints({ config, request })
  }
}
