import { describe, expect, it } from 'vitest'
import { parseTimeZone, wallClock } from './time-zone'

describe('parseTimeZone', () => {
  it('takes a zone the runtime knows, in its own spelling', () => {
    expect(parseTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo')
    expect(parseTimeZone('utc')).toBe('UTC')
  })

  it('refuses what is not a zone, and anything too long (a cookie is anyone’s text)', () => {
    expect(parseTimeZone(undefined)).toBeUndefined()
    expect(parseTimeZone('')).toBeUndefined()
    expect(parseTimeZone('Mars/Olympus_Mons')).toBeUndefined()
    expect(parseTimeZone('<script>')).toBeUndefined()
    expect(parseTimeZone(`Europe/${'x'.repeat(80)}`)).toBeUndefined()
  })
})

describe('wallClock', () => {
  const instant = new Date('2026-03-14T20:30:15.250Z')
  const fields = (d: Date) => [
    d.getFullYear(),
    d.getMonth() + 1,
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  ]

  it('gives the local fields of the wall clock in a zone', () => {
    expect(fields(wallClock(instant, 'Asia/Tokyo'))).toEqual([2026, 3, 15, 5, 30, 15, 250])
    expect(fields(wallClock(instant, 'America/New_York'))).toEqual([2026, 3, 14, 16, 30, 15, 250])
    expect(fields(wallClock(instant, 'UTC'))).toEqual([2026, 3, 14, 20, 30, 15, 250])
  })

  it('leaves the date as it is without a zone, and an invalid date alone', () => {
    expect(wallClock(instant, undefined)).toBe(instant)
    const invalid = new Date('not a date')
    expect(wallClock(invalid, 'Asia/Tokyo')).toBe(invalid)
  })
})
