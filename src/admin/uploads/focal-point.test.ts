import { describe, expect, it } from 'vitest'
import { focalFromPointer, focalOf, nudgeFocal } from './focal-point'

const box = { left: 100, top: 50, width: 400, height: 200 }

describe('focal point', () => {
  it('is where the click falls, in whole percent of the image box', () => {
    expect(focalFromPointer(box, 100, 50)).toEqual({ x: 0, y: 0 })
    expect(focalFromPointer(box, 300, 150)).toEqual({ x: 50, y: 50 })
    expect(focalFromPointer(box, 401, 199)).toEqual({ x: 75, y: 75 })
    expect(focalFromPointer(box, 500, 250)).toEqual({ x: 100, y: 100 })
  })

  it('stays inside the image for a click on its edge or beyond', () => {
    expect(focalFromPointer(box, 90, 300)).toEqual({ x: 0, y: 100 })
    expect(focalFromPointer({ ...box, width: 0 }, 10, 10)).toEqual({ x: 50, y: 50 })
  })

  it('moves by arrow keys, 1 % a press or 10 % with Shift, and not past the edges', () => {
    expect(nudgeFocal({ x: 50, y: 50 }, 'ArrowLeft', false)).toEqual({ x: 49, y: 50 })
    expect(nudgeFocal({ x: 50, y: 50 }, 'ArrowDown', true)).toEqual({ x: 50, y: 60 })
    expect(nudgeFocal({ x: 95, y: 3 }, 'ArrowRight', true)).toEqual({ x: 100, y: 3 })
    expect(nudgeFocal({ x: 95, y: 3 }, 'ArrowUp', true)).toEqual({ x: 95, y: 0 })
    expect(nudgeFocal({ x: 50, y: 50 }, 'Enter', false)).toBeUndefined()
  })

  it("reads a document's point, the centre when it has none", () => {
    expect(focalOf({ focalX: 20, focalY: 80 })).toEqual({ x: 20, y: 80 })
    expect(focalOf({ focalX: null })).toEqual({ x: 50, y: 50 })
    expect(focalOf(undefined)).toEqual({ x: 50, y: 50 })
  })
})
