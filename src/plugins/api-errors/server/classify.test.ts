import { describe, expect, it } from 'vitest'
import { isPossibleID, isWrongValueError } from './classify'

const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select …'), { cause })

describe('isWrongValueError', () => {
  it('takes PostgreSQL data exceptions and SQLite bind refusals, however deeply wrapped', () => {
    expect(
      isWrongValueError(
        wrapped(
          Object.assign(new Error('invalid input syntax for type integer: "NaN"'), {
            code: '22P02',
          }),
        ),
      ),
    ).toBe(true)
    expect(
      isWrongValueError(
        wrapped(Object.assign(new Error('date/time field value out of range'), { code: '22008' })),
      ),
    ).toBe(true)
    expect(
      isWrongValueError(
        wrapped(
          new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments'),
        ),
      ),
    ).toBe(true)
    expect(
      isWrongValueError(
        wrapped(new TypeError('undefined cannot be passed as argument to the database')),
      ),
    ).toBe(true)
  })

  it('leaves real faults alone', () => {
    expect(
      isWrongValueError(
        wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' })),
      ),
    ).toBe(false)
    expect(
      isWrongValueError(
        wrapped(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })),
      ),
    ).toBe(false)
    expect(
      isWrongValueError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false)
    expect(isWrongValueError('not an error')).toBe(false)
  })
})

describe('isPossibleID', () => {
  it('accepts whole numbers only for numeric ids', () => {
    expect(isPossibleID('12', 'number')).toBe(true)
    expect(isPossibleID('abc', 'number')).toBe(false)
    expect(isPossibleID('1.5', 'number')).toBe(false)
    expect(isPossibleID('99999999999999999999', 'number')).toBe(false)
    expect(isPossibleID('abc', 'text')).toBe(true)
  })
})
