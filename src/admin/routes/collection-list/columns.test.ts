import { describe, expect, it } from 'vitest'
import type { ClientCollection } from '../../../shared/client-config'
import { activeColumns, defaultColumnPreference, reconcileColumns } from './columns'

const posts: ClientCollection = {
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Posts' },
  isAuth: false,
  isUpload: false,
  hasDrafts: true,
  hasVersions: true,
  hasLivePreview: false,
  hasTimestamps: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['category', 'title', 'updatedAt'],
    listSearchableFields: ['title'],
    pageSizes: [10],
    defaultLimit: 10,
    enableRichTextRelationship: true,
  },
  layout: [],
  fields: [
    { type: 'text', name: 'title', admin: {} },
    { type: 'select', name: 'category', options: [], admin: {} },
    { type: 'number', name: 'readingTime', admin: {} },
    { type: 'text', name: 'secret', admin: { hidden: true } },
  ],
}

describe('list columns', () => {
  it('puts the title first, then the default columns, then the rest hidden', () => {
    expect(defaultColumnPreference(posts)).toEqual([
      { accessor: 'title', active: true },
      { accessor: 'category', active: true },
      { accessor: 'updatedAt', active: true },
      { accessor: 'readingTime', active: false },
      { accessor: 'createdAt', active: false },
      { accessor: 'id', active: false },
    ])
  })

  it('keeps a stored order, drops fields that no longer exist and appends new ones hidden', () => {
    const stored = [
      { accessor: 'readingTime', active: true },
      { accessor: 'removedField', active: true },
      { accessor: 'title', active: true },
    ]
    const columns = reconcileColumns(posts, stored)
    expect(columns.slice(0, 2)).toEqual([
      { accessor: 'readingTime', active: true },
      { accessor: 'title', active: true },
    ])
    expect(columns.find((c) => c.accessor === 'category')).toEqual({
      accessor: 'category',
      active: false,
    })
    expect(activeColumns(posts, columns).map((f) => f.name)).toEqual(['readingTime', 'title'])
  })

  it('falls back to the defaults when nothing would be shown', () => {
    expect(reconcileColumns(posts, [{ accessor: 'title', active: false }])).toEqual(
      defaultColumnPreference(posts),
    )
  })
})
