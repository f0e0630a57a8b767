import { describe, expect, it } from 'vitest'
import { FailureLimiter } from './failure-limiter'

function clock() {
  let t = 1_000_000
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('FailureLimiter', () => {
  it('lets attempts through, then slows them (doubling, capped), then refuses until the window moves on', () => {
    const c = clock()
    const limiter = new FailureLimiter(
      { slowAfter: 2, refuseAfter: 5, windowMs: 60_000 },
      { baseDelayMs: 100, maxDelayMs: 250 },
      c.now,
    )
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      const verdict = limiter.check('a')
      delays.push(verdict.kind === 'allow' ? verdict.delayMs : -1)
      limiter.fail('a')
      c.advance(1000)
    }
    expect(delays).toEqual([0, 0, 100, 200, 250])
    expect(limiter.check('a')).toEqual({ kind: 'refuse', retryAfterMs: 55_000 })
    expect(limiter.check('b')).toEqual({ kind: 'allow', delayMs: 0 })
    c.advance(55_000)
    expect(limiter.check('a').kind).toBe('allow')
  })

  it('forgets a key when cleared', () => {
    const limiter = new FailureLimiter(
      { slowAfter: 0, refuseAfter: 1, windowMs: 60_000 },
      { baseDelayMs: 0, maxDelayMs: 0 },
    )
    limiter.fail('a')
    expect(limiter.check('a').kind).toBe('refuse')
    limiter.clear('a')
    expect(limiter.check('a')).toEqual({ kind: 'allow', delayMs: 0 })
  })
})
