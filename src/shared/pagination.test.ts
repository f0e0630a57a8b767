import { describe, expect, it } from 'vitest'
import { pageItems, pageRange, parseLimit, parsePage, type PageItem } from './pagination'

/** Renders page items the way a reader sees them: numbers and '…' for gaps. */
function render(items: PageItem[]): string {
  return items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ')
}

describe('parseLimit', () => {
  it('defaults to 10 when the limit is absent', () => {
    expect(parseLimit(null)).toBe(10)
    expect(parseLimit(undefined)).toBe(10)
    expect(parseLimit('')).toBe(10)
  })

  it('defaults to 10 for values that are not a page-size choice', () => {
    for (const raw of ['abc', '0', '-5', '7', '1000', '10abc', 'Infinity'])
      expect(parseLimit(raw), raw).toBe(10)
  })

  it('keeps every page-size choice 5, 10, 25, 50, 100', () => {
    for (const n of [5, 10, 25, 50, 100]) expect(parseLimit(String(n))).toBe(n)
  })
})

describe('parsePage', () => {
  it('keeps positive integers and falls back to page 1 otherwise', () => {
    expect(parsePage('3')).toBe(3)
    for (const raw of [null, undefined, '', '0', '-2', '1.5', 'x'])
      expect(parsePage(raw), String(raw)).toBe(1)
  })
})

describe('pageRange', () => {
  it('gives 1-10 of 35 on the first page', () => {
    expect(pageRange({ page: 1, limit: 10, totalDocs: 35 })).toEqual({ from: 1, to: 10, total: 35 })
  })

  it('gives a middle page and a full last page', () => {
    expect(pageRange({ page: 2, limit: 10, totalDocs: 35 })).toEqual({
      from: 11,
      to: 20,
      total: 35,
    })
    expect(pageRange({ page: 2, limit: 10, totalDocs: 20 })).toEqual({
      from: 11,
      to: 20,
      total: 20,
    })
  })

  it('stops at the total on a partial last page', () => {
    expect(pageRange({ page: 4, limit: 10, totalDocs: 35 })).toEqual({
      from: 31,
      to: 35,
      total: 35,
    })
    expect(pageRange({ page: 3, limit: 25, totalDocs: 51 })).toEqual({
      from: 51,
      to: 51,
      total: 51,
    })
  })

  it('gives 0-0 of 0 when there are no documents', () => {
    expect(pageRange({ page: 1, limit: 10, totalDocs: 0 })).toEqual({ from: 0, to: 0, total: 0 })
  })
})

describe('pageItems (one neighbour)', () => {
  it('shows nothing without pages and a single page alone', () => {
    expect(pageItems({ page: 1, totalPages: 0 })).toEqual([])
    expect(render(pageItems({ page: 1, totalPages: 1 }))).toBe('1')
  })

  it('shows all pages when there is no gap', () => {
    expect(render(pageItems({ page: 2, totalPages: 3 }))).toBe('1 2 3')
    expect(render(pageItems({ page: 3, totalPages: 5 }))).toBe('1 2 3 4 5')
  })

  it('shows first, last, current and one neighbour each side, with gaps between', () => {
    expect(render(pageItems({ page: 5, totalPages: 10 }))).toBe('1 … 4 5 6 … 10')
    expect(render(pageItems({ page: 1, totalPages: 10 }))).toBe('1 2 … 10')
    expect(render(pageItems({ page: 10, totalPages: 10 }))).toBe('1 … 9 10')
    expect(render(pageItems({ page: 3, totalPages: 10 }))).toBe('1 2 3 4 … 10')
    expect(render(pageItems({ page: 8, totalPages: 10 }))).toBe('1 … 7 8 9 10')
  })

  it('gives each gap its own key', () => {
    const gaps = pageItems({ page: 5, totalPages: 10 }).filter((i) => i.type === 'gap')
    expect(gaps).toHaveLength(2)
    expect(new Set(gaps.map((g) => (g.type === 'gap' ? g.key : ''))).size).toBe(2)
  })

  it('honours a wider neighbourhood when asked', () => {
    expect(render(pageItems({ page: 5, totalPages: 10, neighbours: 2 }))).toBe('1 … 3 4 5 6 7 … 10')
  })
})
