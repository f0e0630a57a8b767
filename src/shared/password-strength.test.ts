import { describe, expect, it } from 'vitest'
import { crackTime, crackTimes, scoreFromGuesses, STRENGTH_LEVELS } from './password-strength'

describe('scoreFromGuesses: the thresholds of docs/behaviour.md §5', () => {
  it('scores 0 below 1005, 1 below 1000005, 2 below 100000005, 3 below 10000000005, else 4', () => {
    const cases: [number, number][] = [
      [0, 0],
      [1004, 0],
      [1005, 1],
      [1_000_004, 1],
      [1_000_005, 2],
      [100_000_004, 2],
      [100_000_005, 3],
      [10_000_000_004, 3],
      [10_000_000_005, 4],
      [1e30, 4],
    ]
    for (const [guesses, score] of cases)
      expect(scoreFromGuesses(guesses), String(guesses)).toBe(score)
  })

  it('has one of the five levels per score', () => {
    expect(STRENGTH_LEVELS).toEqual(['veryWeak', 'weak', 'okay', 'secure', 'verySecure'])
  })
})

describe('crack times: the four scenarios of docs/behaviour.md §9', () => {
  it('divides the guesses by 100 per hour, 10, 10^4 and 10^10 per second', () => {
    expect(crackTimes(36_000).map((c) => [c.scenario, c.time])).toEqual([
      ['onlineThrottled', { unit: 'days', count: 15 }],
      ['onlineUnthrottled', { unit: 'hours', count: 1 }],
      ['offlineSlowHash', { unit: 'seconds', count: 4 }],
      ['offlineFastHash', { unit: 'lessThanSecond', count: 0 }],
    ])
  })

  it('names durations from less than a second up to centuries past 100 years', () => {
    const year = 365.25 * 86400
    expect(crackTime(0.5)).toEqual({ unit: 'lessThanSecond', count: 0 })
    expect(crackTime(1)).toEqual({ unit: 'seconds', count: 1 })
    expect(crackTime(59)).toEqual({ unit: 'seconds', count: 59 })
    expect(crackTime(90)).toEqual({ unit: 'minutes', count: 2 })
    expect(crackTime(3 * 3600)).toEqual({ unit: 'hours', count: 3 })
    expect(crackTime(2 * 86400)).toEqual({ unit: 'days', count: 2 })
    expect(crackTime(year / 4)).toEqual({ unit: 'months', count: 3 })
    expect(crackTime(99 * year)).toEqual({ unit: 'years', count: 99 })
    expect(crackTime(100 * year)).toEqual({ unit: 'centuries', count: 0 })
    expect(crackTime(Infinity)).toEqual({ unit: 'centuries', count: 0 })
  })
})
