import { catalogText } from '../../../shared/catalog'
import { FailureLimiter, type LimitRule } from '../../../server/kit/failure-limiter'
import { errorResponse, requestLanguage } from '../../../server/kit/http-messages'
import { CLIENT_ADDRESS_HEADER } from '../../../server/kit/request-headers'
import type { RequestGuard } from '../../../server/kit/request-guards'
import type { SharedState } from '../../../server/kit/shared-state'
import { apiKeyMessages } from '../shared/messages'
import { keyOfHeader } from './key-material'

export const addressOf = (headers: Headers) => headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'

/**
 * Wrong API keys per client address, counted by the auth strategy. Payload only logs what a
 * strategy throws, so the refusal (429 with `Retry-After`) is the request guard's, before Payload.
 */
export class WrongKeyLimit {
  private readonly limiter: FailureLimiter

  constructor(
    state: SharedState,
    rule: LimitRule,
    delay: { baseDelayMs: number; maxDelayMs: number },
  ) {
    this.limiter = new FailureLimiter(state, 'api-keys:address', rule, delay)
  }

  /** Refused (the address sent too many wrong keys), or how long a request with a key from it waits first. */
  check(address: string) {
    return this.limiter.check(address)
  }

  fail(address: string): Promise<void> {
    return this.limiter.fail(address)
  }

  guard(slug: string): RequestGuard {
    return async ({ headers, config }) => {
      if (keyOfHeader(headers.get('authorization'), slug) === undefined) return undefined
      const verdict = await this.limiter.check(addressOf(headers))
      if (verdict.kind !== 'refuse') return undefined
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
      const language = requestLanguage(config, headers)
      const message = catalogText(apiKeyMessages, language, 'apiKeyRateLimited', {
        count: minutes,
      })
      return errorResponse(429, message, {
        'Retry-After': String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))),
        'Cache-Control': 'no-store',
      })
    }
  }
}
