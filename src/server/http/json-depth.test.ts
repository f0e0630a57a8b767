import { describe, expect, it } from 'vitest'
import { isNestedDeeperThan } from './json-depth'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('isNestedDeeperThan', () => {
  it('counts objects and arrays together', () => {
    expect(isNestedDeeperThan(bytes('{"a":[{"b":[]}]}'), 4)).toBe(false)
    expect(isNestedDeeperThan(bytes('{"a":[{"b":[]}]}'), 3)).toBe(true)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(isNestedDeeperThan(bytes('{"a":"[[[[\\"[[[[{{{{"}'), 1)).toBe(false)
  })

  it('handles a body nested 100,000 deep without recursion', () => {
    expect(isNestedDeeperThan(bytes('['.repeat(100_000) + ']'.repeat(100_000)), 64)).toBe(true)
  })

  it('lets flat and scalar bodies through', () => {
    expect(isNestedDeeperThan(bytes('"just a string"'), 1)).toBe(false)
    expect(isNestedDeeperThan(bytes('[1,2,3]'), 1)).toBe(false)
  })
})
