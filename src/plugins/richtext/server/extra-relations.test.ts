import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { extraRelationSlots, withExtraRelationIds } from './extra-relations'

const fields: Field[] = [
  { name: 'page', type: 'relationship', relationTo: 'pages' },
  { name: 'either', type: 'relationship', relationTo: ['pages', 'posts'], hasMany: true },
  { name: 'more', type: 'group', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    name: 'rows',
    type: 'array',
    fields: [{ name: 'post', type: 'relationship', relationTo: 'posts' }],
  },
]

describe('extra fields relations', () => {
  it('finds the relations of a link at any depth of its extra fields, one or many, one target or several', () => {
    const value = [
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            linkType: 'custom',
            url: '/',
            fields: {
              page: { id: 1, title: 'Populated' },
              either: [
                { relationTo: 'posts', value: 2 },
                { relationTo: 'users', value: 9 },
              ],
              more: { image: 3 },
              rows: [{ post: 4 }, { post: null }],
            },
            children: [{ text: 'x' }],
          },
        ],
      },
    ]
    const slots = extraRelationSlots(value, { link: fields, upload: {} })
    expect(slots.map((s) => [s.relationTo, s.id]).sort()).toEqual([
      ['media', 3],
      ['pages', 1],
      ['posts', 2],
      ['posts', 4],
    ])
    const done = withExtraRelationIds(value, { link: fields, upload: {} })
    const link = (done[0]!.children[0] as unknown as { fields: Record<string, unknown> }).fields
    expect(link.page).toBe(1)
    // A target the field does not name is left for the check to refuse.
    expect((link.either as unknown[])[1]).toEqual({ relationTo: 'users', value: 9 })
  })

  it('finds nothing without declared fields', () => {
    expect(
      extraRelationSlots([{ type: 'upload', relationTo: 'media', fields: { page: 1 } }], undefined),
    ).toEqual([])
  })
})
