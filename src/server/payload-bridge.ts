import type { Context } from 'hono'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { CLIENT_ADDRESS_HEADER } from '../plugins/lockout/shared'
import type { BodyLimits } from './env'
import { checkBody, tooLarge } from './http/request-body'

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
 * WHATWG Request. Bodies are bounded first (`checkBody`): small ones are handed over as bytes,
 * uploads stay a stream (`duplex: 'half'`) so they are never buffered whole.
 */
export function payloadHandler(config: SanitizedConfig, options: { trustProxy?: boolean; bodyLimits: BodyLimits }) {
  return async (c: Context): Promise<Response> => {
    const raw = c.req.raw
    const body = await checkBody({ config, request: raw, limits: options.bodyLimits })
    if (body.kind === 'refused') return body.response
    const headers = new Headers(raw.headers)
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, options.trustProxy === true))
    const request = new Request(raw.url, {
      method: raw.method,
      headers,
      body: body.kind === 'bytes' ? body.bytes : body.kind === 'stream' ? body.stream : undefined,
      signal: raw.signal,
      duplex: body.kind === 'stream' ? 'half' : undefined,
    } as RequestInit)
    const response = await handleEndpoints({ config, request })
    return body.kind === 'stream' && body.isOver() ? tooLarge({ config, headers: raw.headers, limit: body.limit, isBodyRead: false }) : response
  }
}
