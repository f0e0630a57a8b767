import { describe, expect, it } from 'vitest'
import { FailureLimiter } from './failure-limiter'
import { memoryState } from './shared-state'

function clock() {
  let t = 1_000_000
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('FailureLimiter', () => {
  it('lets attempts through, then slows them (doubling, capped), then refuses until the window moves on', async () => {
    const c = clock()
    const limiter = new FailureLimiter(
      memoryState(c.now),
      'test',
      { slowAfter: 2, refuseAfter: 5, windowMs: 60_000 },
      { baseDelayMs: 100, maxDelayMs: 250 },
      c.now,
    )
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      const verdict = await limiter.check('a')
      delays.push(verdict.kind === 'allow' ? verdict.delayMs : -1)
      await limiter.fail('a')
      c.advance(1000)
    }
    expect(delays).toEqual([0, 0, 100, 200, 250])
    expect(await limiter.check('a')).toEqual({ kind: 'refuse', retryAfterMs: 55_000 })
    expect(await limiter.check('b')).toEqual({ kind: 'allow', delayMs: 0 })
    c.advance(55_000)
    expect((await limiter.check('a')).kind).toBe('allow')
  })

  it('forgets a key when cleared', async () => {
    const limiter = new FailureLimiter(
      memoryState(),
      'test',
      { slowAfter: 0, refuseAfter: 1, windowMs: 60_000 },
      { baseDelayMs: 0, maxDelayMs: 0 },
    )
    await limiter.fail('a')
    expect((await limiter.check('a')).kind).toBe('refuse')
    await limiter.clear('a')
    expect(await limiter.check('a')).toEqual({ kind: 'allow', delayMs: 0 })
  })

  it('keeps the keys of two limiters on one state apart', async () => {
    const state = memoryState()
    const rule = { slowAfter: 0, refuseAfter: 1, windowMs: 60_000 }
    const none = { baseDelayMs: 0, maxDelayMs: 0 }
    const a = new FailureLimiter(state, 'a', rule, none)
    const b = new FailureLimiter(state, 'b', rule, none)
    await a.fail('k')
    expect((await a.check('k')).kind).toBe('refuse')
    expect((await b.check('k')).kind).toBe('allow')
  })
})
