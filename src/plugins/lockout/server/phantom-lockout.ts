import type { SharedState } from '../../../server/kit/shared-state'
import { keyOf } from './auth-throttle'

/** How long attempts on an email without an account are remembered before it locks. */
const COUNT_TTL_MS = 24 * 60 * 60 * 1000

/**
 * The lockout of `attempt-counter.ts`, imitated in the shared state for emails that belong to no
 * account, so that the answers (wrong password, then 'temporarily blocked', under parallel
 * attempts and across instances too) are the same as for a real account. Each attempt takes its
 * place with one atomic count before it is answered.
 */
export class PhantomLockout {
  constructor(
    private readonly state: SharedState,
    private readonly rule: { maxLoginAttempts: number; lockTimeMs: number },
  ) {}

  private keys(typed: string) {
    const email = keyOf(typed)
    return { count: `phantom:count:${email}`, lock: `phantom:lock:${email}` }
  }

  /** Counts an attempt before it is answered; false: refused (locked, or past the threshold, which locks). */
  async reserve(typed: string): Promise<boolean> {
    const keys = this.keys(typed)
    if (await this.state.isClaimed(keys.lock)) return false
    const attempts = await this.state.increment(keys.count, COUNT_TTL_MS)
    if (attempts <= this.rule.maxLoginAttempts) return true
    await this.lock(keys)
    return false
  }

  /** A counted attempt failed: at the threshold the email is locked. */
  async fail(typed: string): Promise<void> {
    const keys = this.keys(typed)
    if ((await this.state.countOf(keys.count)) >= this.rule.maxLoginAttempts) await this.lock(keys)
  }

  private async lock(keys: { count: string; lock: string }): Promise<void> {
    await this.state.claim(keys.lock, this.rule.lockTimeMs)
    await this.state.remove(keys.count)
  }
}
