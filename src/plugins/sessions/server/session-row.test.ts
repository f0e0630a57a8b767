import { describe, expect, it } from 'vitest'
import { absoluteEnd, findSession } from './session-row'

const DAY_MS = 24 * 60 * 60 * 1000

describe('absoluteEnd', () => {
  it('is the creation time plus the maximum age, from a Date or a stored string', () => {
    const createdAt = '2026-11-01T10:00:00.000Z'
    expect(absoluteEnd({ id: 'a', createdAt, expiresAt: createdAt }, 30 * DAY_MS)).toBe(
      Date.parse('2026-12-01T10:00:00.000Z'),
    )
    expect(
      absoluteEnd({ id: 'a', createdAt: new Date(createdAt), expiresAt: createdAt }, DAY_MS),
    ).toBe(Date.parse('2026-11-02T10:00:00.000Z'))
  })

  it('counts a session without a readable creation time as over', () => {
    expect(absoluteEnd({ id: 'a', createdAt: null, expiresAt: new Date() }, 30 * DAY_MS)).toBe(0)
    expect(
      absoluteEnd({ id: 'a', createdAt: 'not a date', expiresAt: new Date() }, 30 * DAY_MS),
    ).toBe(0)
  })
})

describe('findSession', () => {
  it('finds the session by id, and nothing without sessions or an id', () => {
    const user = {
      sessions: [
        { id: 'a', expiresAt: '' },
        { id: 'b', expiresAt: '' },
      ],
    }
    expect(findSession(user, 'b')?.id).toBe('b')
    expect(findSession(user, undefined)).toBeUndefined()
    expect(findSession({}, 'a')).toBeUndefined()
  })
})
