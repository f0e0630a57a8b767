import { describe, expect, it } from 'vitest'
import { versionTimeAfter } from './ordered-versions'

describe('the time of a new version', () => {
  it('is the time proposed when it comes after the newest version', () => {
    expect(
      versionTimeAfter({ updatedAt: '2026-11-29T10:00:00.000Z' }, '2026-11-29T10:00:00.001Z'),
    ).toBe('2026-11-29T10:00:00.001Z')
    expect(versionTimeAfter(undefined, '2026-11-29T10:00:00.000Z')).toBe('2026-11-29T10:00:00.000Z')
  })

  it('is 1 ms after the newest version when the clock says the same time or earlier', () => {
    const newest = { updatedAt: '2026-11-29T10:00:05.000Z' }
    expect(versionTimeAfter(newest, '2026-11-29T10:00:05.000Z')).toBe('2026-11-29T10:00:05.001Z')
    expect(versionTimeAfter(newest, '2026-11-29T09:59:58.000Z')).toBe('2026-11-29T10:00:05.001Z')
  })
})
