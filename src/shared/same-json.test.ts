import { describe, expect, it } from 'vitest'
import { sameJSON } from './same-json'

describe('sameJSON', () => {
  it('compares values as JSON data', () => {
    expect(sameJSON('a', 'a')).toBe(true)
    expect(sameJSON(1, '1')).toBe(false)
    expect(sameJSON(null, undefined)).toBe(false)
    expect(sameJSON([1, { a: [2] }], [1, { a: [2] }])).toBe(true)
    expect(sameJSON([1, 2], [1, 2, 3])).toBe(false)
    expect(sameJSON({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true)
    expect(sameJSON({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameJSON({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJSON({ 0: 'x' }, ['x'])).toBe(false)
    expect(sameJSON({ a: null }, { a: undefined })).toBe(false)
  })

  it('finds the one changed text in a long value that shares the rest', () => {
    const blocks = Array.from({ length: 2000 }, (_, i) => ({
      type: 'paragraph',
      children: [{ text: `Paragraph ${i}` }],
    }))
    const edited = [...blocks.slice(0, -1), { type: 'paragraph', children: [{ text: 'New' }] }]
    expect(sameJSON(blocks, edited)).toBe(false)
    expect(sameJSON(blocks, [...blocks])).toBe(true)
    expect(sameJSON(blocks, structuredClone(blocks))).toBe(true)
  })
})
