import { describe, expect, it } from 'vitest'
import { checksPassing, lengthMeter, SEO_TARGETS, targetFor } from './length-meter'

const title = SEO_TARGETS.title
const text = (n: number) => 'x'.repeat(n)

describe('SEO length meter', () => {
  it('is missing when empty: red, no progress, the minimum to go', () => {
    expect(lengthMeter(0, title)).toEqual({
      state: 'missing',
      progress: 0,
      color: 'red',
      count: { kind: 'toGo', characters: 50 },
    })
  })

  it('is too short below the minimum, almost there above 90 % of it', () => {
    expect(lengthMeter(1, title)).toMatchObject({
      state: 'tooShort',
      color: 'orangered',
      count: { kind: 'toGo', characters: 49 },
    })
    // 45 is exactly 90 % of 50: not above it.
    expect(lengthMeter(45, title)).toMatchObject({
      state: 'tooShort',
      color: 'orangered',
      count: { characters: 5 },
    })
    expect(lengthMeter(46, title)).toMatchObject({
      state: 'almostThere',
      color: 'orange',
      count: { characters: 4 },
    })
    expect(lengthMeter(49, title)).toMatchObject({
      state: 'almostThere',
      color: 'orange',
      count: { kind: 'toGo', characters: 1 },
    })
    expect(lengthMeter(49, title).progress).toBeCloseTo(49 / 60)
  })

  it('is good from the minimum to the maximum, counting what is left over', () => {
    expect(lengthMeter(50, title)).toMatchObject({
      state: 'good',
      color: 'green',
      count: { kind: 'leftOver', characters: 10 },
    })
    expect(lengthMeter(60, title)).toEqual({
      state: 'good',
      progress: 1,
      color: 'green',
      count: { kind: 'leftOver', characters: 0 },
    })
  })

  it('is too long past the maximum, counting how many too many', () => {
    expect(lengthMeter(61, title)).toEqual({
      state: 'tooLong',
      progress: 1,
      color: 'red',
      count: { kind: 'tooMany', characters: 1 },
    })
  })

  it("takes the description's targets, and a field's own lengths over them", () => {
    expect(targetFor('description')).toEqual({ min: 100, max: 150 })
    expect(lengthMeter(150, targetFor('description')).state).toBe('good')
    expect(lengthMeter(151, targetFor('description')).state).toBe('tooLong')
    expect(targetFor('title', { minLength: 30 })).toEqual({ min: 30, max: 60 })
    expect(targetFor('title', { maxLength: 70 })).toEqual({ min: 50, max: 70 })
  })
})

describe('SEO overview', () => {
  const targets = { titleTarget: targetFor('title'), descriptionTarget: targetFor('description') }
  it('counts the title and description in range and an image, out of 3', () => {
    expect(checksPassing({ title: '', description: '', hasImage: false, ...targets })).toBe(0)
    expect(
      checksPassing({ title: text(50), description: text(99), hasImage: false, ...targets }),
    ).toBe(1)
    expect(
      checksPassing({ title: text(61), description: text(100), hasImage: true, ...targets }),
    ).toBe(2)
    expect(
      checksPassing({ title: text(60), description: text(150), hasImage: true, ...targets }),
    ).toBe(3)
  })
})
