import type { SanitizedConfig } from 'payload'
import { customList } from './custom-entry'

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

const requestGuards = customList<RequestGuard>('folioRequestGuards')

/** The config's `custom` with one more guard; guards run in the order added. */
export const withRequestGuard = (
  custom: Record<string, unknown> | undefined,
  guard: RequestGuard,
) => requestGuards.with(custom, [guard])

export const requestGuardsOf = requestGuards.of
