import { describe, expect, it } from 'vitest'
import { renditionLadder } from './ladder'

const heights = (width: number, height: number) =>
  renditionLadder({ width, height }).map((r) => r.height)

describe('rendition ladder', () => {
  it('takes up to three steps not above the source', () => {
    expect(heights(1920, 1080)).toEqual([1080, 720, 480])
    expect(heights(1280, 720)).toEqual([720, 480, 360])
  })

  it('gives a small source two smaller heights', () => {
    expect(heights(640, 360)).toEqual([360, 240])
    expect(heights(426, 240)).toEqual([240, 120])
    expect(heights(160, 90)).toEqual([90, 46])
  })

  it('keeps the aspect ratio with even widths', () => {
    const [top, low] = renditionLadder({ width: 640, height: 360 })
    expect(top).toMatchObject({ width: 640, height: 360, name: '360p' })
    expect(low!.width % 2).toBe(0)
    expect(low!.width).toBe(426)
  })
})
