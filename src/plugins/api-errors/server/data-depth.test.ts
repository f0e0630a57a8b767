import { describe, expect, it } from 'vitest'
import { isDeeperThan } from './data-depth'

describe('isDeeperThan', () => {
  it('counts nested objects and arrays, not scalars', () => {
    expect(isDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false)
    expect(isDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true)
    expect(isDeeperThan('text', 0)).toBe(false)
    expect(isDeeperThan(undefined, 0)).toBe(false)
  })

  it('walks 100,000 levels without recursion', () => {
    let deep: unknown[] = []
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(isDeeperThan({ extra: deep }, 64)).toBe(true)
  })
})
