import type { SharedState } from './shared-state'

/** How one kind of key (an account, a client address) is limited. */
export interface LimitRule {
  /** Failures in the window after which each further attempt waits longer. */
  slowAfter: number
  /** Failures in the window after which attempts are refused until the oldest one leaves it. */
  refuseAfter: number
  windowMs: number
}

export type LimitVerdict =
  { kind: 'allow'; delayMs: number } | { kind: 'refuse'; retryAfterMs: number }

/**
 * Failed attempts per key in a sliding window, kept in the shared state (so every instance counts
 * the same failures). Below `slowAfter` an attempt goes through at once; from there each failure
 * doubles the wait (`baseDelayMs`, at most `maxDelayMs`); from `refuseAfter` attempts are refused.
 * Only failures count.
 */
export class FailureLimiter {
  constructor(
    private readonly state: SharedState,
    /** Keeps this limiter's keys apart from others' in the state. */
    private readonly name: string,
    private readonly rule: LimitRule,
    private readonly delay: { baseDelayMs: number; maxDelayMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  private key(key: string) {
    return `limit:${this.name}:${key}`
  }

  async check(key: string): Promise<LimitVerdict> {
    const recent = await this.state.windowOf(this.key(key), this.rule.windowMs)
    if (recent.length >= this.rule.refuseAfter) {
      const oldest = recent[recent.length - this.rule.refuseAfter] ?? this.now()
      return { kind: 'refuse', retryAfterMs: Math.max(0, oldest + this.rule.windowMs - this.now()) }
    }
    const over = recent.length - this.rule.slowAfter
    if (over < 0 || this.delay.baseDelayMs === 0) return { kind: 'allow', delayMs: 0 }
    return {
      kind: 'allow',
      delayMs: Math.min(this.delay.maxDelayMs, this.delay.baseDelayMs * 2 ** over),
    }
  }

  async fail(key: string): Promise<void> {
    await this.state.addToWindow(this.key(key), this.rule.windowMs)
  }

  async clear(key: string): Promise<void> {
    await this.state.remove(this.key(key))
  }
}
