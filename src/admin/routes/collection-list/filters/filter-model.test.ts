import { describe, expect, it } from 'vitest'
import type { ClientField } from '../../../../shared/client-config'
import { filterWhere, parseFilter, serializeFilter } from './filter-model'

const fields: ClientField[] = [
  { type: 'text', name: 'title', admin: {} },
  { type: 'number', name: 'readingTime', admin: {} },
  { type: 'select', name: 'category', admin: {}, options: [{ value: 'news', label: 'News' }] },
  { type: 'checkbox', name: 'featured', admin: {} },
]

describe('list filters', () => {
  it('round-trips through the URL and drops unknown fields or operators that do not fit', () => {
    const groups = [
      [{ field: 'title', operator: 'like' as const, value: 'guide' }],
      [{ field: 'readingTime', operator: 'greater_than' as const, value: '5' }],
    ]
    expect(parseFilter(serializeFilter(groups)!, fields)).toEqual(groups)
    const raw = JSON.stringify([
      [
        { field: 'title', operator: 'greater_than', value: 'x' },
        { field: 'nope', operator: 'equals', value: 1 },
        { field: 'category', operator: 'in', value: 'news' },
      ],
    ])
    expect(parseFilter(raw, fields)).toEqual([
      [{ field: 'category', operator: 'in', value: 'news' }],
    ])
    expect(parseFilter('not json', fields)).toEqual([])
  })

  it('builds Payload where with or-groups of and-conditions and typed values', () => {
    const where = filterWhere(
      [
        [
          { field: 'title', operator: 'like', value: 'guide' },
          { field: 'readingTime', operator: 'less_than_equal', value: '10' },
        ],
        [
          { field: 'category', operator: 'in', value: 'news, guides' },
          { field: 'featured', operator: 'equals', value: true },
          { field: 'readingTime', operator: 'exists', value: 'false' },
        ],
      ],
      fields,
    )
    expect(where).toEqual({
      or: [
        { and: [{ title: { like: 'guide' } }, { readingTime: { less_than_equal: 10 } }] },
        {
          and: [
            { category: { in: ['news', 'guides'] } },
            { featured: { equals: true } },
            { readingTime: { exists: false } },
          ],
        },
      ],
    })
  })

  it('ignores conditions without a value yet', () => {
    expect(
      filterWhere([[{ field: 'title', operator: 'equals', value: '' }]], fields),
    ).toBeUndefined()
  })
})
