import { describe, expect, it } from 'vitest'
import { acceptsEncoding } from './page-stream'

describe('acceptsEncoding', () => {
  it('takes a coding named without q=0', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true)
    expect(acceptsEncoding('br;q=1.0, gzip;q=0.5', 'gzip')).toBe(true)
    expect(acceptsEncoding('br, gzip;q=0', 'gzip')).toBe(false)
    expect(acceptsEncoding('gzip;q=0.000', 'gzip')).toBe(false)
    expect(acceptsEncoding('identity', 'gzip')).toBe(false)
    expect(acceptsEncoding('', 'gzip')).toBe(false)
    expect(acceptsEncoding('x-gzip', 'gzip')).toBe(false)
  })
})
