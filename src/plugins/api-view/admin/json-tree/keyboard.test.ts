import { describe, expect, it } from 'vitest'
import { expandedTo } from './expansion'
import { commandFor } from './keyboard'
import { flattenRows } from './rows'

// meta (open) > title, image (closed); tags (open) > 0; id
const rows = flattenRows(
  { meta: { title: 'T', image: { id: 1 } }, tags: ['a'], id: 2 },
  expandedTo(1),
)
const at = (id: string) => rows.findIndex((row) => row.id === id)

describe('commandFor', () => {
  it('moves up and down the visible rows, and to the first and last', () => {
    expect(commandFor('ArrowDown', rows, 0)).toEqual({ kind: 'focus', index: 1 })
    expect(commandFor('ArrowUp', rows, 1)).toEqual({ kind: 'focus', index: 0 })
    expect(commandFor('ArrowUp', rows, 0)).toBeUndefined()
    expect(commandFor('ArrowDown', rows, rows.length - 1)).toBeUndefined()
    expect(commandFor('Home', rows, 4)).toEqual({ kind: 'focus', index: 0 })
    expect(commandFor('End', rows, 0)).toEqual({ kind: 'focus', index: rows.length - 1 })
  })

  it('opens a closed container with Right, then moves into it', () => {
    expect(commandFor('ArrowRight', rows, at('/meta/image'))).toEqual({
      kind: 'expand',
      index: at('/meta/image'),
    })
    expect(commandFor('ArrowRight', rows, at('/meta'))).toEqual({
      kind: 'focus',
      index: at('/meta/title'),
    })
    expect(commandFor('ArrowRight', rows, at('/id'))).toBeUndefined()
  })

  it('closes an open container with Left, or moves to the parent', () => {
    expect(commandFor('ArrowLeft', rows, at('/tags'))).toEqual({
      kind: 'collapse',
      index: at('/tags'),
    })
    expect(commandFor('ArrowLeft', rows, at('/tags/0'))).toEqual({
      kind: 'focus',
      index: at('/tags'),
    })
    expect(commandFor('ArrowLeft', rows, at('/id'))).toBeUndefined()
  })

  it('mirrors Left and Right in a right-to-left page', () => {
    expect(commandFor('ArrowLeft', rows, at('/meta/image'), true)).toEqual({
      kind: 'expand',
      index: at('/meta/image'),
    })
    expect(commandFor('ArrowRight', rows, at('/tags'), true)).toEqual({
      kind: 'collapse',
      index: at('/tags'),
    })
  })

  it('activates the row with Enter and Space, and ignores other keys', () => {
    expect(commandFor('Enter', rows, 2)).toEqual({ kind: 'activate', index: 2 })
    expect(commandFor(' ', rows, 2)).toEqual({ kind: 'activate', index: 2 })
    expect(commandFor('a', rows, 2)).toBeUndefined()
    expect(commandFor('ArrowDown', rows, 99)).toBeUndefined()
  })
})
