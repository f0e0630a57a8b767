import { describe, expect, it } from 'vitest'
import { PhantomLockout } from './phantom-lockout'

function clock() {
  let t = 1_000_000
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('PhantomLockout', () => {
  it('locks after the configured failures, for the lock time, then counts again', () => {
    const c = clock()
    const lockout = new PhantomLockout({ maxLoginAttempts: 3, lockTimeMs: 10_000 }, c.now)
    for (let i = 0; i < 3; i++) {
      expect(lockout.reserve('x')).toBe(true)
      lockout.fail('x')
    }
    expect(lockout.reserve('x')).toBe(false)
    c.advance(10_001)
    expect(lockout.reserve('x')).toBe(true)
    lockout.fail('x')
    expect(lockout.reserve('x')).toBe(true)
  })

  it('grants no more attempts than the threshold to parallel ones, before any of them failed', () => {
    const lockout = new PhantomLockout({ maxLoginAttempts: 5, lockTimeMs: 10_000 })
    const granted = Array.from({ length: 50 }, () => lockout.reserve('y')).filter(Boolean)
    expect(granted).toHaveLength(5)
  })
})
