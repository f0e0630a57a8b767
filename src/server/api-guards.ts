import type { MiddlewareHandler } from 'hono'
import type { SanitizedConfig } from 'payload'
import { originGuard } from './origin-guard'

/** The HTTP layer's checks in front of Payload's REST API, in order. */
export function apiGuards(config: SanitizedConfig): MiddlewareHandler[] {
  return [originGuard(config)]
}
