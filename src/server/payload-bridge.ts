import type { Context } from 'hono'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { CLIENT_ADDRESS_HEADER } from '../plugins/lockout/shared'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

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

/**
 * Hands a request to Payload's REST router. Payload mutates the request object, so it gets a real
 * WHATWG Request; the body stays a stream (`duplex: 'half'`) so uploads are never buffered whole.
 */
export function payloadHandler(config: SanitizedConfig, options: { trustProxy?: boolean } = {}) {
  return async (c: Context): Promise<Response> => {
    const raw = c.req.raw
    const hasBody = !['GET', 'HEAD'].includes(raw.method)
    const headers = new Headers(raw.headers)
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, options.trustProxy === true))
    const request = new Request(raw.url, {
      method: raw.method,
      headers,
      body: hasBody ? raw.body : undefined,
      signal: raw.signal,
      duplex: hasBody ? 'half' : undefined,
    } as RequestInit)
    return handleEndpoints({ config, request })
  }
}
