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

const MAX_KEYS = 50_000

/**
 * Failed sign-ins per key in a sliding window, in memory (one server process). Below `slowAfter`
 * an attempt goes through at once; from there each failure doubles the wait (`baseDelayMs`, at most
 * `maxDelayMs`); from `refuseAfter` attempts are refused. Only failures count.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly rule: LimitRule,
    private readonly delay: { baseDelayMs: number; maxDelayMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since)
    if (kept.length === 0) this.failures.delete(key)
    else this.failures.set(key, kept)
    return kept
  }

  check(key: string): LimitVerdict {
    const recent = this.recent(key)
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

  fail(key: string): void {
    if (!this.failures.has(key) && this.failures.size >= MAX_KEYS) this.prune()
    this.failures.set(key, [...this.recent(key), this.now()])
  }

  clear(key: string): void {
    this.failures.delete(key)
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key)
    // Still full: forget the keys seen longest ago.
    for (const key of this.failures.keys()) {
      if (this.failures.size < MAX_KEYS) break
      this.failures.delete(key)
    }
  }
}
