import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { readApiLimits, type ApiLimits, type BodyLimits } from '../env'
import { originGuard } from './origin-guard'
import { queryGuard } from './query/query-guard'
import { responseSizeGuard } from './response-size-guard'
import { unservedRoutesGuard } from './unserved-routes'

/** The HTTP layer's checks in front of Payload's REST API, in order. */
export function apiGuards(
  config: SanitizedConfig,
  bodyLimits: BodyLimits,
  limits: ApiLimits = readApiLimits(),
): MiddlewareHandler[] {
  return [
    originGuard(config),
    unservedRoutesGuard(config),
    queryGuard(config, { maxLimit: limits.maxLimit, bodyLimits }),
    responseSizeGuard(config, limits.maxResponseBytes),
  ]
}
