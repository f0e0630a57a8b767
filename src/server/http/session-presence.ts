import { AsyncLocalStorage } from 'node:async_hooks'
import type { AuthStrategy, Payload } from 'payload'
import { SESSION_EXPECTED, SESSION_HEADER, SESSION_NONE } from '../../shared/session-presence'

/**
 * Published content answers anyone, so a read that succeeds no longer tells the admin it is still
 * signed in. While a request that expects a session is answered, every auth strategy notes whether
 * it authenticated a user; if none did, the answer says `X-Folio-Session: none`
 * (docs/behaviour.md §19). Requests that do not ask are answered as before.
 */
interface AuthSeen {
  hasRun: boolean
  hasUser: boolean
}

const scope = new AsyncLocalStorage<AuthSeen>()

function noting(strategy: AuthStrategy): AuthStrategy {
  return {
    ...strategy,
    authenticate: async (args) => {
      const result = await strategy.authenticate(args)
      const seen = scope.getStore()
      if (seen) {
        seen.hasRun = true
        if (result.user) seen.hasUser = true
      }
      return result
    },
  }
}

const wrapped = new WeakSet<Payload>()

/** Wraps every strategy Payload has assembled: call after `onInit`. */
export function noteAuthentication(payload: Payload): void {
  if (wrapped.has(payload)) return
  wrapped.add(payload)
  payload.authStrategies = payload.authStrategies.map(noting)
}

/** Runs `answer`, marking the answer when it expected a session and had none. */
export async function withSessionPresence(
  headers: Headers,
  answer: () => Promise<Response>,
): Promise<Response> {
  if (headers.get(SESSION_HEADER) !== SESSION_EXPECTED) return answer()
  const seen: AuthSeen = { hasRun: false, hasUser: false }
  const response = await scope.run(seen, answer)
  if (!seen.hasRun || seen.hasUser) return response
  response.headers.set(SESSION_HEADER, SESSION_NONE)
  return response
}
