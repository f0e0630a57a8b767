import { describe, expect, it } from 'vitest'
import {
  dateInputKind,
  displayPattern,
  formatDate,
  fromDateInputValue,
  toDateInputValue,
} from './date-value'

describe('date values between the native input and the stored ISO timestamp', () => {
  it('picks the native input by the picker appearance', () => {
    expect(dateInputKind('dayAndTime')).toBe('datetime-local')
    expect(dateInputKind('timeOnly')).toBe('time')
    expect(dateInputKind('monthOnly')).toBe('month')
    expect(dateInputKind('dayOnly')).toBe('date')
    expect(dateInputKind(undefined)).toBe('date')
  })

  it('stores a day alone as 12:00 local time, as Payload does, and shows it back as that day', () => {
    const stored = fromDateInputValue('2026-03-09', 'date')!
    const local = new Date(stored)
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours()]).toEqual([
      2026, 2, 9, 12,
    ])
    expect(toDateInputValue(stored, 'date')).toBe('2026-03-09')
  })

  it('keeps day and time, and a month, through a round trip', () => {
    const dayAndTime = fromDateInputValue('2026-11-24T07:05', 'datetime-local')!
    expect(toDateInputValue(dayAndTime, 'datetime-local')).toBe('2026-11-24T07:05')
    const month = fromDateInputValue('2026-02', 'month')!
    expect(toDateInputValue(month, 'month')).toBe('2026-02')
    const time = fromDateInputValue('18:30', 'time')!
    expect(toDateInputValue(time, 'time')).toBe('18:30')
  })

  it('turns an empty or broken value into nothing rather than an invalid date', () => {
    expect(fromDateInputValue('', 'date')).toBeNull()
    expect(fromDateInputValue('not a date', 'date')).toBeNull()
    expect(toDateInputValue('not a date', 'date')).toBe('')
    expect(toDateInputValue(null, 'date')).toBe('')
  })

  it('shows a date with the field’s own pattern, else one that fits what it picks', () => {
    const config = 'MMMM do yyyy, h:mm a'
    expect(displayPattern({ admin: { displayFormat: 'dd.MM.yyyy' } }, config)).toBe('dd.MM.yyyy')
    expect(displayPattern({ admin: { pickerAppearance: 'dayAndTime' } }, config)).toBe(config)
    expect(displayPattern({ admin: { pickerAppearance: 'monthOnly' } }, config)).toBe('MMMM yyyy')
    expect(displayPattern({ admin: {} }, config)).toBe('MMMM do yyyy')
    expect(displayPattern({ admin: {} }, config, true)).toBe(config)
    const stored = fromDateInputValue('2026-03-09', 'date')!
    expect(formatDate(stored, 'dd.MM.yyyy')).toBe('09.03.2026')
    // What does not parse is shown as it is, not as 'Invalid Date'.
    expect(formatDate('soon', 'dd.MM.yyyy')).toBe('soon')
  })

  it('writes Payload’s default patterns as the language writes dates, a configured one as configured', () => {
    const at = '2026-03-14T15:30:00.000Z'
    expect(formatDate(at, 'MMMM do yyyy, h:mm a', 'UTC')).toBe('March 14th 2026, 3:30 PM')
    expect(formatDate(at, 'MMMM do yyyy, h:mm a', 'UTC', 'fr')).toBe('14 mars 2026 à 15:30')
    expect(formatDate(at, 'MMMM do yyyy', 'UTC', 'de')).toBe('14. März 2026')
    expect(formatDate(at, 'MMMM yyyy', 'UTC', 'pl')).toBe('marzec 2026')
    expect(formatDate(at, 'MMMM do yyyy', 'Asia/Tokyo', 'ja')).toBe('2026年3月15日')
    expect(formatDate(at, 'dd.MM.yyyy HH:mm', 'UTC', 'fr')).toBe('14.03.2026 15:30')
  })
})
