import type { Payload } from 'payload'
import { customList } from './custom-entry'

/**
 * A route a plugin answers itself, in front of Payload's REST router: for bodies Payload must not
 * read (a raw file streamed to storage) and files served with Range. The HTTP layer's guards run
 * first (app.ts); the body limits of the bridge do not, so the handler bounds its body itself.
 */
export interface RawRoute {
  method: 'GET' | 'PUT'
  /** The path under the api route, with `:name` parameters: `/video/file/:id/*`. */
  path: string
  /**
   * Why a state-changing request here needs no Origin check (origin-guard.ts): set only when the
   * route takes no cookie and its credential is in the URL itself (a signed one-time URL).
   */
  originExemptBecause?: string
  /** A GET route's `Cache-Control` is its own (api-headers.ts would set `no-store`). */
  hasOwnCaching?: boolean
  handler: (args: {
    request: Request
    payload: Payload
    params: Record<string, string>
    /** The rest of the path after a trailing `*`. */
    rest: string
  }) => Promise<Response>
}

const rawRoutes = customList<RawRoute>('folioRawRoutes')

export const withRawRoutes = rawRoutes.with
export const rawRoutesOf = rawRoutes.of

/** The route and its parameters for a path under the api route (`/video/file/1/master.m3u8`). */
export function matchRawRoute(
  routes: readonly RawRoute[],
  method: string,
  subPath: string,
): { route: RawRoute; params: Record<string, string>; rest: string } | undefined {
  const m = method === 'HEAD' ? 'GET' : method
  const segments = subPath.split('/').filter(Boolean)
  for (const route of routes) {
    if (route.method !== m) continue
    const pattern = route.path.split('/').filter(Boolean)
    const params: Record<string, string> = {}
    let rest: string | undefined
    let index = 0
    for (; index < pattern.length; index++) {
      const part = pattern[index]!
      if (part === '*') {
        rest = segments.slice(index).join('/')
        break
      }
      const segment = segments[index]
      if (segment === undefined) break
      if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment)
      else if (part !== segment) break
    }
    const isWhole =
      rest !== undefined ? rest !== '' : index === pattern.length && index === segments.length
    if (isWhole) return { route, params, rest: rest ?? '' }
  }
  return undefined
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
