import { keyOf } from './auth-throttle'

const MAX_EMAILS = 50_000

/**
 * The lockout of `attempt-counter.ts`, imitated in memory for emails that belong to no account, so
 * that the answers (wrong password, then 'temporarily blocked', under parallel attempts too) are
 * the same as for a real account. Synchronous, so a reservation is atomic here as well.
 */
export class PhantomLockout {
  private readonly entries = new Map<string, { attempts: number; lockUntil: number }>()

  constructor(
    private readonly rule: { maxLoginAttempts: number; lockTimeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt before it is answered; false: refused (locked, or the threshold is reached, which locks). */
  reserve(typed: string): boolean {
    const email = keyOf(typed)
    if (!this.entries.has(email) && this.entries.size >= MAX_EMAILS) this.entries.clear()
    const entry = this.entries.get(email) ?? { attempts: 0, lockUntil: 0 }
    if (entry.lockUntil > this.now()) return false
    if (entry.lockUntil) {
      this.entries.set(email, { attempts: 1, lockUntil: 0 })
      return true
    }
    if (entry.attempts >= this.rule.maxLoginAttempts) {
      this.lock(email, entry.attempts)
      return false
    }
    this.entries.set(email, { attempts: entry.attempts + 1, lockUntil: 0 })
    return true
  }

  /** A counted attempt failed: at the threshold the email is locked. */
  fail(typed: string): void {
    const email = keyOf(typed)
    const entry = this.entries.get(email)
    if (entry && !entry.lockUntil && entry.attempts >= this.rule.maxLoginAttempts)
      this.lock(email, entry.attempts)
  }

  private lock(email: string, attempts: number): void {
    this.entries.set(email, { attempts, lockUntil: this.now() + this.rule.lockTimeMs })
  }
}
