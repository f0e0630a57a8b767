import { describe, expect, it } from 'vitest'
import { areaBetween, cropEdits, isCropping, resizedArea, withValue } from './crop'

describe('crop area', () => {
  it('is the box between the two ends of a drag, whichever way it went, inside the image', () => {
    expect(areaBetween({ x: 10, y: 20 }, { x: 60, y: 70 })).toEqual({
      x: 10,
      y: 20,
      width: 50,
      height: 50,
    })
    expect(areaBetween({ x: 60, y: 70 }, { x: 10, y: 20 })).toEqual({
      x: 10,
      y: 20,
      width: 50,
      height: 50,
    })
    expect(areaBetween({ x: -5, y: 50 }, { x: 130, y: 90 })).toEqual({
      x: 0,
      y: 50,
      width: 100,
      height: 40,
    })
  })

  it('takes typed values within the image', () => {
    const area = { x: 10, y: 10, width: 50, height: 50 }
    expect(withValue(area, 'x', 70)).toEqual({ x: 70, y: 10, width: 30, height: 50 })
    expect(withValue(area, 'height', 120)).toEqual({ x: 10, y: 10, width: 50, height: 90 })
    expect(withValue(area, 'width', Number.NaN)).toBe(area)
  })

  it('cuts something off only when it is smaller than the image and not empty', () => {
    expect(isCropping({ x: 0, y: 0, width: 100, height: 100 })).toBe(false)
    expect(isCropping({ x: 0, y: 0, width: 0, height: 40 })).toBe(false)
    expect(isCropping({ x: 0, y: 0, width: 100, height: 99.9 })).toBe(true)
  })

  it("becomes Payload's uploadEdits: the corner in percent, the size in pixels, never past the edge", () => {
    expect(
      cropEdits({ x: 25, y: 10, width: 50, height: 80 }, { width: 1600, height: 1000 }),
    ).toEqual({
      crop: { x: 25, y: 10, width: 50, height: 80, unit: '%' },
      widthInPixels: 800,
      heightInPixels: 800,
    })
    // 50 % from the left is pixel 500; 50.1 % wide would be 501 px, one past the edge.
    expect(
      cropEdits({ x: 50, y: 0, width: 50.1, height: 100 }, { width: 1000, height: 10 }),
    ).toMatchObject({ widthInPixels: 500, heightInPixels: 10 })
  })
})

describe('a crop area resized by a handle', () => {
  const area = { x: 20, y: 20, width: 50, height: 40 }

  it('moves the edges a corner holds and keeps the opposite corner', () => {
    expect(resizedArea(area, 'se', 10, 5)).toEqual({ x: 20, y: 20, width: 60, height: 45 })
    expect(resizedArea(area, 'nw', -10, 5)).toEqual({ x: 10, y: 25, width: 60, height: 35 })
    expect(resizedArea(area, 'ne', -5, -5)).toEqual({ x: 20, y: 15, width: 45, height: 45 })
    expect(resizedArea(area, 'sw', 5, -10)).toEqual({ x: 25, y: 20, width: 45, height: 30 })
  })

  it('moves only its own edge from the middle of an edge', () => {
    expect(resizedArea(area, 'e', 7, 30)).toEqual({ x: 20, y: 20, width: 57, height: 40 })
    expect(resizedArea(area, 'n', 30, -7)).toEqual({ x: 20, y: 13, width: 50, height: 47 })
  })

  it('stays within the image and never passes the opposite edge', () => {
    expect(resizedArea(area, 'se', 90, 90)).toEqual({ x: 20, y: 20, width: 80, height: 80 })
    expect(resizedArea(area, 'nw', -90, -90)).toEqual({ x: 0, y: 0, width: 70, height: 60 })
    expect(resizedArea(area, 'w', 200, 0)).toEqual({ x: 69, y: 20, width: 1, height: 40 })
    expect(resizedArea(area, 's', 0, -200)).toEqual({ x: 20, y: 20, width: 50, height: 1 })
  })

  it('ends on the image however the edges round', () => {
    const moved = resizedArea({ x: 0, y: 0, width: 100, height: 100 }, 'w', 10.05, 0)
    expect(moved.x + moved.width).toBeCloseTo(100, 5)
  })
})
