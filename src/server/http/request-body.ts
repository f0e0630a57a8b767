import type { SanitizedConfig } from 'payload'
import type { BodyLimits } from '../env'
import { BodyTooLarge, discardWithin, isDeclaredOver, limitStream, readWithin } from './body-limit'
import { formatBytes } from '../../shared/format-bytes'
import { errorResponse, httpMessage, requestLanguage } from '../kit/http-messages'
import { isNestedDeeperThan } from './json-depth'

/** A collection's own limit for multipart requests to it, in bytes (`custom.folioUploadLimit`). */
export const UPLOAD_LIMIT_KEY = 'folioUploadLimit'

export type CheckedBody =
  | { kind: 'none' }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'stream'; stream: ReadableStream<Uint8Array>; isOver: () => boolean; limit: number }
  | { kind: 'refused'; response: Response }

/**
 * The limit for a multipart request: an upload collection's own (`/api/<slug>`, `/api/<slug>/<id>`),
 * else the small form limit.
 */
function multipartLimit(config: SanitizedConfig, pathname: string, limits: BodyLimits): number {
  const api = config.routes.api.replace(/\/+$/, '')
  const [slug, id, ...rest] = pathname.slice(api.length + 1).split('/')
  const collection = config.collections.find((c) => c.slug === slug)
  if (!collection?.upload || rest.length > 0 || id === '') return limits.jsonBytes
  const own = (collection.custom as Record<string, unknown> | undefined)?.[UPLOAD_LIMIT_KEY]
  return typeof own === 'number' ? own : limits.uploadBytes
}

/** A refused body is still read (and dropped) up to this much, never parsed; beyond it the connection closes. */
const DISCARD_BYTES = 16 * 1024 * 1024

export function tooLarge(args: {
  config: SanitizedConfig
  headers: Headers
  limit: number
  isBodyRead: boolean
}): Response {
  const { config, headers, limit, isBodyRead } = args
  const message = httpMessage({
    config,
    headers,
    key: 'bodyTooLarge',
    vars: { limit: formatBytes(limit, requestLanguage(config, headers)) },
  })
  return errorResponse(413, message, isBodyRead ? {} : { Connection: 'close' })
}

async function refuseTooLarge(args: {
  config: SanitizedConfig
  request: Request
  limit: number
  declaredOver: boolean
}): Promise<CheckedBody> {
  const { config, request, limit, declaredOver } = args
  const declared = Number(request.headers.get('content-length'))
  const isWorthReading = !declaredOver || declared <= DISCARD_BYTES
  const isBodyRead = isWorthReading && (await discardWithin(request.body, DISCARD_BYTES))
  return {
    kind: 'refused',
    response: tooLarge({ config, headers: request.headers, limit, isBodyRead }),
  }
}

/**
 * Bounds a request body before Payload parses it. Small bodies (everything but multipart to an
 * upload collection) are read here, up to the limit, and JSON nested too deeply is refused;
 * multipart bodies stay a stream, counted as they pass. A declared Content-Length over the limit
 * is refused at once, and a body without one is cut off once it passes the limit.
 */
export async function checkBody(args: {
  config: SanitizedConfig
  request: Request
  limits: BodyLimits
}): Promise<CheckedBody> {
  const { config, request, limits } = args
  if (['GET', 'HEAD'].includes(request.method) || !request.body) return { kind: 'none' }
  const { headers } = request
  const isMultipart = /^multipart\//i.test(headers.get('content-type') ?? '')
  const limit = isMultipart
    ? multipartLimit(config, new URL(request.url).pathname, limits)
    : limits.jsonBytes
  if (isDeclaredOver(headers.get('content-length'), limit))
    return refuseTooLarge({ config, request, limit, declaredOver: true })
  if (isMultipart && limit > limits.jsonBytes)
    return { kind: 'stream', ...limitStream(request.body, limit), limit }
  let bytes: Uint8Array
  try {
    bytes = await readWithin(request.body, limit)
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return refuseTooLarge({ config, request, limit, declaredOver: false })
    throw error
  }
  if (!isMultipart && isNestedDeeperThan(bytes, limits.jsonDepth)) {
    const message = httpMessage({
      config,
      headers,
      key: 'bodyNestedTooDeep',
      vars: { depth: limits.jsonDepth },
    })
    return { kind: 'refused', response: errorResponse(400, message) }
  }
  return { kind: 'bytes', bytes }
}
