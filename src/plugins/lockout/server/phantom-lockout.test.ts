import { describe, expect, it } from 'vitest'
import { memoryState } from '../../../server/kit/shared-state'
import { PhantomLockout } from './phantom-lockout'

function clock() {
  let t = 1_000_000
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('PhantomLockout', () => {
  it('locks after the configured failures, for the lock time, then counts again', async () => {
    const c = clock()
    const lockout = new PhantomLockout(memoryState(c.now), {
      maxLoginAttempts: 3,
      lockTimeMs: 10_000,
    })
    for (let i = 0; i < 3; i++) {
      expect(await lockout.reserve('x')).toBe(true)
      await lockout.fail('x')
    }
    expect(await lockout.reserve('x')).toBe(false)
    c.advance(10_001)
    expect(await lockout.reserve('x')).toBe(true)
    await lockout.fail('x')
    expect(await lockout.reserve('x')).toBe(true)
  })

  it('grants no more attempts than the threshold to parallel ones, before any of them failed', async () => {
    const lockout = new PhantomLockout(memoryState(), { maxLoginAttempts: 5, lockTimeMs: 10_000 })
    const answers = await Promise.all(Array.from({ length: 50 }, () => lockout.reserve('y')))
    expect(answers.filter(Boolean)).toHaveLength(5)
  })
})
