import { describe, expect, it } from 'vitest'
import { toolbarStateOf } from './toolbar-state'

const offered = ['mobile', 'desktop']

describe('toolbarStateOf', () => {
  it('keeps a stored state that fits', () => {
    const stored = { breakpoint: 'custom', width: 640, height: 480, zoom: 0.75, position: 'left' }
    expect(toolbarStateOf(stored, offered)).toEqual({ state: stored, wasReset: false })
  })

  it('gives the defaults, without a note, when nothing is kept', () => {
    expect(toolbarStateOf(undefined, offered)).toEqual({
      state: { breakpoint: 'responsive', width: 800, height: 700, zoom: 1, position: 'right' },
      wasReset: false,
    })
  })

  it.each([
    ['a width of 0', { breakpoint: 'custom', width: 0, height: 700 }],
    ['a height of 3', { breakpoint: 'mobile', width: 375, height: 3 }],
    ['a size too large to draw', { breakpoint: 'custom', width: 100_000, height: 700 }],
    ['a breakpoint no longer offered', { breakpoint: 'watch', width: 200, height: 200 }],
  ])('resets %s to the defaults, and says so', (_, stored) => {
    const { state, wasReset } = toolbarStateOf(stored, offered)
    expect(wasReset).toBe(true)
    expect(state.breakpoint).toBe('responsive')
    expect(state.width).toBe(800)
  })

  it('falls back part by part for an older state without sizes', () => {
    expect(toolbarStateOf({ breakpoint: 'responsive', zoom: 3 }, offered)).toEqual({
      state: { breakpoint: 'responsive', width: 800, height: 700, zoom: 1, position: 'right' },
      wasReset: false,
    })
  })
})
