import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { effectiveMethod, endpointFor } from './api-endpoints'
import { notFoundError } from '../kit/http-messages'

/** The paths of Payload's own version endpoints (list, read and restore a version). */
const VERSION_ENDPOINT_PATHS = new Set(['/versions', '/versions/:id'])

/**
 * Routes Payload has but cannot serve answer its own 404, as a document that does not exist:
 * - every route of a collection or global with `endpoints: false` (`payload-migrations`), which
 *   Payload answers 501 with the request's URL;
 * - the version endpoints Payload gives collections and globals without versions too, where they
 *   fail with a TypeError (500): `GET /api/categories/versions`, `POST …/versions/1` (restore).
 *   A request another endpoint takes first (a custom `/:key`) is left to it.
 */
export function unservedRoutesGuard(config: SanitizedConfig): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw
    const { endpoint, owner } = endpointFor(config, effectiveMethod(raw), new URL(raw.url).pathname)
    if (!owner) return next()
    const hasNoEndpoints = owner.config.endpoints === false
    const isVersionless =
      !owner.config.versions && endpoint !== undefined && VERSION_ENDPOINT_PATHS.has(endpoint.path)
    return hasNoEndpoints || isVersionless ? notFoundError(config, raw.headers) : next()
  }
}
