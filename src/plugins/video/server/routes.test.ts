import { describe, expect, it } from 'vitest'
import { byteRange } from './routes'

describe('byteRange', () => {
  it('reads one range', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual([0, 9])
    expect(byteRange('bytes=90-', 100)).toEqual([90, 99])
    expect(byteRange('bytes=-10', 100)).toEqual([90, 99])
    expect(byteRange('bytes=50-500', 100)).toEqual([50, 99])
  })
  it('answers the whole file for none or several ranges', () => {
    expect(byteRange(null, 100)).toBeUndefined()
    expect(byteRange('bytes=0-1,5-6', 100)).toBeUndefined()
  })
  it('refuses a range past the end', () => {
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable')
  })
})
