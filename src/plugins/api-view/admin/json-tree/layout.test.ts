import { describe, expect, it } from 'vitest'
import { RowLayout } from './layout'

describe('RowLayout', () => {
  it('places rows of equal height', () => {
    const layout = new RowLayout(100, 20)
    expect(layout.total).toBe(2000)
    expect(layout.top(10)).toBe(200)
    expect(layout.indexAt(0)).toBe(0)
    expect(layout.indexAt(219)).toBe(10)
    expect(layout.indexAt(-50)).toBe(0)
    expect(layout.indexAt(99_999)).toBe(99)
  })

  it('moves the rows below a taller one down by its extra height', () => {
    const layout = new RowLayout(10, 20, [
      { index: 5, extra: 30 },
      { index: 2, extra: 10 },
    ])
    expect(layout.total).toBe(240)
    expect([0, 2, 3, 5, 6, 9].map((i) => layout.top(i))).toEqual([0, 40, 70, 110, 160, 220])
    expect(layout.indexAt(69)).toBe(2)
    expect(layout.indexAt(70)).toBe(3)
    expect(layout.indexAt(159)).toBe(5)
    expect(layout.indexAt(160)).toBe(6)
  })

  it('gives the rows that meet a span, with overscan, within the rows there are', () => {
    const layout = new RowLayout(1000, 20)
    expect(layout.rangeFor(400, 800, 5)).toEqual({ start: 15, end: 45 })
    expect(layout.rangeFor(0, 100, 5)).toEqual({ start: 0, end: 10 })
    expect(layout.rangeFor(19_900, 20_500, 5)).toEqual({ start: 990, end: 1000 })
    expect(new RowLayout(0, 20).rangeFor(0, 500, 5)).toEqual({ start: 0, end: 0 })
  })
})
