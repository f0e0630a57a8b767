import { describe, expect, it } from 'vitest'
import {
  collapseAll,
  expandAll,
  expandedTo,
  isExpanded,
  withExpanded,
  type Expansion,
} from './expansion'
import { childId, flattenRows, indexOfRow, kindOf, parentId } from './rows'

const document = {
  id: 7,
  title: 'Hello',
  meta: { title: 'SEO', image: { id: 3, alt: null } },
  tags: ['a', 'b', 'c'],
  empty: {},
  none: [],
}

const lines = (value: unknown, expansion: Expansion) =>
  flattenRows(value, expansion).map((row) => `${'  '.repeat(row.level - 1)}${row.key}`)

describe('flattenRows', () => {
  it('shows the top-level entries with the contents of their containers by default', () => {
    expect(lines(document, expandedTo(1))).toEqual([
      'id',
      'title',
      'meta',
      '  title',
      '  image',
      'tags',
      '  0',
      '  1',
      '  2',
      'empty',
      'none',
    ])
  })

  it('describes each row for the tree pattern: level, set size, position, parent and size', () => {
    const rows = flattenRows(document, expandedTo(1))
    const image = rows.find((row) => row.id === '/meta/image')!
    expect(image).toMatchObject({
      key: 'image',
      kind: 'object',
      level: 2,
      setSize: 2,
      posInSet: 2,
      childCount: 2,
      isExpanded: false,
    })
    expect(rows[image.parent]?.id).toBe('/meta')
    expect(rows[0]).toMatchObject({ parent: -1, setSize: 6, posInSet: 1, kind: 'number' })
    expect(rows.find((row) => row.id === '/tags/1')).toMatchObject({ key: 1, kind: 'string' })
    // An empty container cannot be expanded.
    expect(rows.find((row) => row.id === '/empty')).toMatchObject({
      childCount: 0,
      isExpanded: false,
    })
  })

  it('opens everything with expand all and only the top level with collapse all', () => {
    expect(lines(document, expandAll())).toContain('    alt')
    expect(lines(document, collapseAll())).toEqual(['id', 'title', 'meta', 'tags', 'empty', 'none'])
  })

  it('keeps a container toggled by hand until expand or collapse all', () => {
    const opened = withExpanded(expandedTo(1), '/meta/image', 2, true)
    expect(lines(document, opened)).toContain('    alt')
    const closed = withExpanded(opened, '/meta', 1, false)
    expect(lines(document, closed)).not.toContain('  title')
    // Back to what the depth says: nothing to remember.
    expect(withExpanded(closed, '/meta', 1, true).toggled.has('/meta')).toBe(false)
    expect(withExpanded(closed, '/meta', 1, false)).toBe(closed)
  })

  it('draws a value that has no entries as one row without a key', () => {
    for (const value of ['text', 42, true, null, {}, []])
      expect(flattenRows(value, expandedTo(1))).toEqual([
        expect.objectContaining({ id: '', key: undefined, value, level: 1, setSize: 1 }),
      ])
  })

  it('gives keys with slashes and tildes ids of their own (JSON Pointer)', () => {
    const rows = flattenRows({ 'a/b': { '~c': 1 }, a: { 'b/~c': 2 } }, expandAll())
    expect(rows.map((row) => row.id)).toEqual(['/a~1b', '/a~1b/~0c', '/a', '/a/b~1~0c'])
    expect(parentId(childId('/a~1b', '~c'))).toBe('/a~1b')
  })
})

describe('indexOfRow', () => {
  const rows = flattenRows(document, expandedTo(1))

  it('finds a row, first where it was', () => {
    expect(indexOfRow(rows, '/tags/2', 8)).toBe(8)
    expect(indexOfRow(rows, '/tags/2', 0)).toBe(8)
  })

  it('falls back to the nearest ancestor that shows, then to the first row', () => {
    const collapsed = flattenRows(document, collapseAll())
    expect(indexOfRow(collapsed, '/tags/2')).toBe(3)
    expect(indexOfRow(collapsed, '/gone/deep')).toBe(0)
    expect(indexOfRow(collapsed, '')).toBe(0)
  })
})

describe('kindOf', () => {
  it('names the JSON types', () => {
    expect([{}, [], 'a', 1, false, null, undefined].map(kindOf)).toEqual([
      'object',
      'array',
      'string',
      'number',
      'boolean',
      'null',
      'other',
    ])
  })
})

describe('isExpanded', () => {
  it('follows the depth unless toggled', () => {
    const expansion = withExpanded(expandedTo(1), '/x', 1, false)
    expect(isExpanded(expansion, '/x', 1)).toBe(false)
    expect(isExpanded(expansion, '/y', 1)).toBe(true)
    expect(isExpanded(expansion, '/y/z', 2)).toBe(false)
  })
})
