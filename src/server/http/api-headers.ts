import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { contentDisposition } from '../../shared/safe-filename'
import { matchRawRoute, rawRoutesOf } from '../kit/raw-routes'

/** Types a browser may show from our origin; anything else (SVG, HTML, PDF, …) is a download. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
])

const isInline = (contentType: string | null) =>
  INLINE_TYPES.has((contentType ?? '').split(';', 1)[0]!.trim().toLowerCase())

/** The file name of `/api/<upload-slug>/file/<name>`, else undefined. */
function servedFileName(
  pathname: string,
  api: string,
  uploadSlugs: Set<string>,
): string | undefined {
  const [slug, segment, ...name] = pathname.slice(api.length + 1).split('/')
  if (!slug || !uploadSlugs.has(slug) || segment !== 'file' || name.length === 0) return undefined
  const raw = name.join('/')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * Headers of every API answer: `X-Content-Type-Options: nosniff` on all; served files get a
 * Content-Disposition (inline only for plain image, video and audio types) with a safe name;
 * every other answer gets `Cache-Control: no-store` (one that already says no-store is kept). That covers sign-in, me, refresh, logout,
 * reset, first-register, unlock, invitations and locks without a list that a new auth endpoint
 * could miss: API answers are per user, and the admin keeps its own cache of them.
 */
export function apiHeaders(config: SanitizedConfig): MiddlewareHandler {
  const api = config.routes.api.replace(/\/+$/, '')
  const uploadSlugs = new Set(config.collections.filter((c) => c.upload).map((c) => c.slug))
  const rawRoutes = rawRoutesOf(config.custom)
  return async (c, next) => {
    await next()
    const { headers } = c.res
    headers.set('X-Content-Type-Options', 'nosniff')
    // A plugin's served files (kit/raw-routes.ts) set their own caching.
    const raw = c.req.path.startsWith(`${api}/`)
      ? matchRawRoute(rawRoutes, c.req.method, c.req.path.slice(api.length))
      : undefined
    if (raw?.route.hasOwnCaching && headers.has('cache-control')) return
    const fileName = c.res.ok ? servedFileName(c.req.path, api, uploadSlugs) : undefined
    if (fileName === undefined) {
      // An endpoint's own no-store (e.g. `private, no-store`) is kept; anything else is replaced.
      if (!/\bno-store\b/i.test(headers.get('cache-control') ?? ''))
        headers.set('Cache-Control', 'no-store')
    } else
      headers.set(
        'Content-Disposition',
        contentDisposition(
          isInline(headers.get('content-type')) ? 'inline' : 'attachment',
          fileName,
        ),
      )
  }
}
