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
    enableRichTextLink: true,
  },
  layout: [],
  fields: [
    { type: 'text', name: 'title', admin: {} },
    { type: 'select', name: 'category', options: [], admin: {} },
    { type: 'number', name: 'readingTime', admin: {} },
    { type: 'text', name: 'secret', admin: { hidden: true } },
  ],
}

const media: ClientCollection = {
  ...posts,
  slug: 'media',
  isUpload: true,
  hasDrafts: false,
  admin: {
    ...posts.admin,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
  },
  fields: [
    { type: 'text', name: 'alt', admin: {} },
    { type: 'text', name: 'url', admin: { readOnly: true, hidden: true } },
    { type: 'text', name: 'filename', admin: { readOnly: true, hidden: true } },
    { type: 'text', name: 'mimeType', admin: { readOnly: true, hidden: true } },
    { type: 'number', name: 'filesize', admin: { readOnly: true, hidden: true } },
    { type: 'number', name: 'focalX', admin: { hidden: true } },
  ],
}

describe('list columns', () => {
  it("offers an upload collection's file name, type and size (hidden in its form), the name first", () => {
    expect(defaultColumnPreference(media)).toEqual([
      { accessor: 'filename', active: true },
      { accessor: 'alt', active: true },
      { accessor: 'updatedAt', active: true },
      { accessor: 'mimeType', active: false },
      { accessor: 'filesize', active: false },
      { accessor: 'createdAt', active: false },
      { accessor: 'id', active: false },
    ])
    // Another collection's hidden field of the same name stays out.
    expect(
      defaultColumnPreference({ ...posts, fields: [...posts.fields, ...media.fields.slice(2)] }),
    ).not.toContainEqual(expect.objectContaining({ accessor: 'filename' }))
  })

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
