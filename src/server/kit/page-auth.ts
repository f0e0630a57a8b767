import { AsyncLocalStorage } from 'node:async_hooks'
import type { AuthStrategy, AuthStrategyResult, Payload } from 'payload'
import { REQUEST_ID_HEADER } from './request-headers'

/**
 * An admin page's first reads are answered by the API itself, one internal request each, all with
 * the page request's headers: each would authenticate the session again (a JWT check and a read
 * of the user's row, ~5 ms). Inside `withPageAuth`, a strategy answers a request whose headers
 * are those of an earlier one of the same page with that one's result (a copy), so the page
 * authenticates once. The scope exists only in the server's own code: no request from the network
 * runs in it, and it closes when the page's reads are done.
 */
interface PageAuthScope {
  results: Map<string, Promise<AuthStrategyResult>>
  isOpen: boolean
}

const pageScope = new AsyncLocalStorage<PageAuthScope>()

/** Headers that differ between the internal requests of one page and say nothing about who asks. */
const PER_REQUEST_HEADERS = new Set(['content-type', 'content-length', REQUEST_ID_HEADER])

export async function withPageAuth<T>(read: () => Promise<T>): Promise<T> {
  const scope: PageAuthScope = { results: new Map(), isOpen: true }
  try {
    return await pageScope.run(scope, read)
  } finally {
    scope.isOpen = false
    scope.results.clear()
  }
}

function headersKey(strategy: string, headers: Headers): string {
  const kept: string[] = [strategy]
  headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name)) kept.push(`${name}: ${value}`)
  })
  return kept.join('\n')
}

/** A result each caller may change (Payload merges headers into it, and sets fields on its user). */
function copyOf(result: AuthStrategyResult): AuthStrategyResult {
  return {
    user: result.user ? structuredClone(result.user) : null,
    ...(result.responseHeaders ? { responseHeaders: new Headers(result.responseHeaders) } : {}),
  }
}

function oncePerPage(strategy: AuthStrategy): AuthStrategy {
  return {
    ...strategy,
    authenticate: async (args) => {
      const scope = pageScope.getStore()
      if (!scope?.isOpen) return strategy.authenticate(args)
      const key = headersKey(strategy.name, args.headers)
      let result = scope.results.get(key)
      if (!result) {
        result = Promise.resolve(strategy.authenticate(args))
        scope.results.set(key, result)
      }
      return copyOf(await result)
    },
  }
}

/** Wraps every strategy Payload has assembled (plugins' wrappers included): call after `onInit`. */
export function authenticateOncePerPage(payload: Payload): void {
  if (wrapped.has(payload)) return
  wrapped.add(payload)
  payload.authStrategies = payload.authStrategies.map(oncePerPage)
}

const wrapped = new WeakSet<Payload>()
