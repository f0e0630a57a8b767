import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { readApiLimits, type ApiLimits } from '../env'
import { originGuard } from './origin-guard'
import { queryLimits } from './query-limits'
import { responseSizeGuard } from './response-size-guard'

/** The HTTP layer's checks in front of Payload's REST API, in order. */
export function apiGuards(
  config: SanitizedConfig,
  limits: ApiLimits = readApiLimits(),
): MiddlewareHandler[] {
  return [
    originGuard(config),
    queryLimits(config, limits.maxLimit),
    responseSizeGuard(config, limits.maxResponseBytes),
  ]
}
