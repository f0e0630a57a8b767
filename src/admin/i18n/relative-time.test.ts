import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

const now = Date.parse('2026-11-29T12:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('formatRelativeTime', () => {
  it('names the largest whole unit, in the language', () => {
    expect(formatRelativeTime(ago(20), 'en', now)).toBe('now')
    expect(formatRelativeTime(ago(3 * 60 + 10), 'en', now)).toBe('3 minutes ago')
    expect(formatRelativeTime(ago(2 * 3600), 'de', now)).toBe('vor 2 Stunden')
    expect(formatRelativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday')
    expect(formatRelativeTime(ago(400 * 24 * 3600), 'en', now)).toBe('last year')
  })

  it('reads a time ahead of the clock as now', () => {
    expect(formatRelativeTime(ago(-90), 'en', now)).toBe('now')
  })
})
