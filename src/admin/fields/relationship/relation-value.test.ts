import { describe, expect, it } from 'vitest'
import {
  fromRefs,
  relationFromDoc,
  replaceRef,
  toRefs,
  withoutRef,
  withRef,
} from './relation-value'

const single = { relationTo: 'categories' }
const many = { relationTo: 'categories', hasMany: true }
const poly = { relationTo: ['posts', 'pages'], hasMany: true }
const polySingle = { relationTo: ['posts', 'pages'] }

describe('relation values', () => {
  it('reads single ids, hasMany arrays and polymorphic pairs as refs', () => {
    expect(toRefs(3, single)).toEqual([{ relationTo: 'categories', id: 3 }])
    expect(toRefs(['a', 'b'], many)).toEqual([
      { relationTo: 'categories', id: 'a' },
      { relationTo: 'categories', id: 'b' },
    ])
    expect(toRefs([{ relationTo: 'pages', value: 7 }], poly)).toEqual([
      { relationTo: 'pages', id: 7 },
    ])
  })

  it('treats empty values (null, the empty string of a filter, junk) as no documents', () => {
    expect(toRefs(null, single)).toEqual([])
    expect(toRefs('', single)).toEqual([])
    expect(toRefs([{ nope: 1 }, NaN], many)).toEqual([])
    expect(toRefs({ relationTo: 'posts' }, polySingle)).toEqual([])
  })

  it('normalises populated documents from REST to ids', () => {
    expect(relationFromDoc({ id: 4, name: 'News' }, single)).toBe(4)
    expect(relationFromDoc([{ id: 1 }, 2], many)).toEqual([1, 2])
    expect(relationFromDoc([{ relationTo: 'posts', value: { id: 9, title: 'x' } }], poly)).toEqual([
      { relationTo: 'posts', value: 9 },
    ])
    expect(relationFromDoc(null, many)).toEqual([])
    expect(relationFromDoc(undefined, single)).toBeNull()
  })

  it('writes refs back in the stored shape', () => {
    expect(fromRefs([], single)).toBeNull()
    expect(fromRefs([], many)).toEqual([])
    expect(fromRefs([{ relationTo: 'pages', id: 1 }], polySingle)).toEqual({
      relationTo: 'pages',
      value: 1,
    })
  })

  it('adds without duplicates and removes by collection and id', () => {
    const value = [{ relationTo: 'posts', value: 1 }]
    const added = withRef(value, { relationTo: 'pages', id: 1 }, poly)
    expect(added).toEqual([
      { relationTo: 'posts', value: 1 },
      { relationTo: 'pages', value: 1 },
    ])
    expect(withRef(added, { relationTo: 'pages', id: 1 }, poly)).toEqual(added)
    expect(withoutRef(added, { relationTo: 'posts', id: 1 }, poly)).toEqual([
      { relationTo: 'pages', value: 1 },
    ])
    expect(withRef(5, { relationTo: 'categories', id: 6 }, single)).toBe(6)
  })

  it('swaps one document in place, keeping the order', () => {
    expect(
      replaceRef(
        [1, 2, 3],
        { relationTo: 'categories', id: 2 },
        { relationTo: 'categories', id: 9 },
        many,
      ),
    ).toEqual([1, 9, 3])
    expect(
      replaceRef(
        1,
        { relationTo: 'categories', id: 1 },
        { relationTo: 'categories', id: 4 },
        single,
      ),
    ).toBe(4)
    expect(
      replaceRef(
        [1, 2],
        { relationTo: 'categories', id: 1 },
        { relationTo: 'categories', id: 2 },
        many,
      ),
    ).toEqual([1, 2])
  })
})
