import type { SanitizedConfig } from 'payload'

/**
 * A check a plugin runs on an API request before Payload sees it, with the headers the server set
 * (the client's address, the request id), before its body is read. It answers a refusal, or nothing to let the request on.
 * For what Payload cannot refuse itself: an auth strategy's errors are only logged, so a limit on
 * wrong API keys is refused here.
 */
export type RequestGuard = (args: {
  headers: Headers
  method: string
  config: SanitizedConfig
}) => Response | undefined | Promise<Response | undefined>

const GUARDS_KEY = 'folioRequestGuards'

/** The config's `custom` with one more guard; guards run in the order added. */
export function withRequestGuard(
  custom: Record<string, unknown> | undefined,
  guard: RequestGuard,
): Record<string, unknown> {
  return { ...custom, [GUARDS_KEY]: [...requestGuardsOf(custom), guard] }
}

export function requestGuardsOf(custom: Record<string, unknown> | undefined): RequestGuard[] {
  const guards = custom?.[GUARDS_KEY]
  return Array.isArray(guards) ? (guards as RequestGuard[]) : []
}
