import { lockoutMessage } from './translations'
import { createHash } from 'node:crypto'
import { APIError, type PayloadRequest } from 'payload'
import { CLIENT_ADDRESS_HEADER } from '../../../server/kit/request-headers'
import { FailureLimiter, type LimitRule } from '../../../server/kit/failure-limiter'
import type { SharedState } from '../../../server/kit/shared-state'

/**
 * What the throttle counts, each in its own sliding window. Sign-ins count failures per account
 * (the email as typed) and per client address; forgot-password counts every request it lets
 * through, per client address, per email asked for and overall; wrong links (reset tokens,
 * invitation links) count per client address.
 */
export const THROTTLE_BUCKETS = [
  'loginByAccount',
  'loginByAddress',
  'forgotByAddress',
  'forgotByEmail',
  'forgotOverall',
  'linksByAddress',
] as const
export type ThrottleBucket = (typeof THROTTLE_BUCKETS)[number]
export type ThrottleRules = Record<ThrottleBucket, LimitRule>

/** Where the lockout plugin leaves the throttle on the user collection (`custom`), for the other auth plugins. */
export const AUTH_THROTTLE_KEY = 'folioAuthThrottle'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Keys are what clients typed: a long one is kept as its digest, so the state stays bounded. */
const MAX_KEY_LENGTH = 320
export const keyOf = (key: string) =>
  key.length > MAX_KEY_LENGTH ? createHash('sha256').update(key).digest('base64') : key

export const clientAddressOf = (req: PayloadRequest): string =>
  req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'

/**
 * 429 with `Retry-After` (seconds) and a message naming the wait in minutes. Payload adds
 * `req.responseHeaders` to the error answer.
 */
export function refuseTooMany(
  req: PayloadRequest,
  retryAfterMs: number,
  message: 'loginRateLimited' | 'tooManyRequests',
): never {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
  req.responseHeaders = headers
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  throw new APIError(lockoutMessage(req, message, { count: minutes }), 429, undefined, true)
}

/**
 * The one limiter of the unauthenticated auth endpoints (sign-in, forgot and reset password,
 * invitation links), in the shared state: every instance counts the same failures.
 */
export class AuthThrottle {
  private readonly limiters: Record<ThrottleBucket, FailureLimiter>

  constructor(
    state: SharedState,
    rules: ThrottleRules,
    delay: { baseDelayMs: number; maxDelayMs: number },
  ) {
    this.limiters = Object.fromEntries(
      THROTTLE_BUCKETS.map((b) => [b, new FailureLimiter(state, `auth:${b}`, rules[b], delay)]),
    ) as Record<ThrottleBucket, FailureLimiter>
  }

  /** Refuses (429) when any key is over its bucket's limit, else waits as long as the slowest says. */
  async pass(
    req: PayloadRequest,
    keys: Partial<Record<ThrottleBucket, string>>,
    message: 'loginRateLimited' | 'tooManyRequests' = 'tooManyRequests',
  ): Promise<void> {
    const verdicts = await Promise.all(
      Object.entries(keys).map(([bucket, key]) =>
        this.limiters[bucket as ThrottleBucket].check(keyOf(key)),
      ),
    )
    for (const v of verdicts) if (v.kind === 'refuse') refuseTooMany(req, v.retryAfterMs, message)
    const delayMs = Math.max(0, ...verdicts.map((v) => (v.kind === 'allow' ? v.delayMs : 0)))
    if (delayMs > 0) await sleep(delayMs)
  }

  async count(keys: Partial<Record<ThrottleBucket, string>>): Promise<void> {
    await Promise.all(
      Object.entries(keys).map(([bucket, key]) =>
        this.limiters[bucket as ThrottleBucket].fail(keyOf(key)),
      ),
    )
  }

  async clear(bucket: ThrottleBucket, key: string): Promise<void> {
    await this.limiters[bucket].clear(keyOf(key))
  }
}

/** The throttle the lockout plugin installed on the user collection; none without the plugin. */
export function authThrottleOf(req: PayloadRequest, slug: string): AuthThrottle | undefined {
  const custom = req.payload.collections[slug]?.config.custom as Record<string, unknown> | undefined
  const throttle = custom?.[AUTH_THROTTLE_KEY]
  return throttle instanceof AuthThrottle ? throttle : undefined
}
