import type { PayloadRequest } from 'payload'
import { errorResponse, httpMessage } from './http-messages'

/**
 * An endpoint's `?limit=`: the default when absent, else a whole number from 1 to `max`; anything
 * else is answered 400 with the HTTP layer's message, in the request's language.
 */
export function limitParam(
  req: PayloadRequest,
  limits: { default: number; max: number },
): { limit: number } | { refusal: Response } {
  const raw = (req.query as Record<string, unknown>).limit
  if (raw === undefined) return { limit: limits.default }
  const limit = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN
  if (limit >= 1 && limit <= limits.max) return { limit }
  const message = httpMessage({
    config: req.payload.config,
    headers: req.headers,
    key: 'invalidLimit',
    vars: { name: 'limit', max: limits.max },
  })
  return { refusal: errorResponse(400, message, { 'Cache-Control': 'no-store' }) }
}
