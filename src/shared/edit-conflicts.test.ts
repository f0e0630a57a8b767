import { describe, expect, it } from 'vitest'
import { isVersionOf, parseVersionTag, versionTagOf } from './edit-conflicts'

describe('version tags', () => {
  it('names a document by its revision, an older row by its updatedAt', () => {
    expect(versionTagOf({ folioRevision: 12, updatedAt: '2026-11-29T10:00:00.000Z' })).toBe('"r12"')
    expect(versionTagOf({ folioRevision: null, updatedAt: '2026-11-29T10:00:00.000Z' })).toBe(
      '"2026-11-29T10:00:00.000Z"',
    )
    expect(versionTagOf(undefined)).toBeUndefined()
  })

  it('reads a revision or a date, nothing else', () => {
    expect(parseVersionTag('"r12"')).toEqual({ revision: 12 })
    expect(parseVersionTag(' "2026-11-29T10:00:00.123Z" ')).toEqual({
      updatedAt: '2026-11-29T10:00:00.123Z',
    })
    expect(parseVersionTag(undefined)).toBeUndefined()
    expect(parseVersionTag('*')).toBeUndefined()
    for (const bad of ['r12', '"r"', '"r-1"', `"r${'9'.repeat(16)}"`, 'W/"r1"', '"2026-11-29"'])
      expect(parseVersionTag(bad), bad).toBe('invalid')
  })

  it('matches only the revision stored, whatever the clock said', () => {
    const doc = { folioRevision: 3, updatedAt: '2026-11-29T10:00:00.000Z' }
    expect(isVersionOf({ revision: 3 }, doc)).toBe(true)
    expect(isVersionOf({ revision: 2 }, doc)).toBe(false)
    expect(isVersionOf({ revision: 0 }, { updatedAt: doc.updatedAt })).toBe(true)
    expect(isVersionOf({ updatedAt: doc.updatedAt }, doc)).toBe(true)
    expect(isVersionOf({ updatedAt: '2026-11-29T09:59:59.999Z' }, doc)).toBe(false)
  })
})
