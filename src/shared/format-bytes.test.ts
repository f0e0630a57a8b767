import { describe, expect, it } from 'vitest'
import { formatBytes } from './format-bytes'

describe('formatBytes', () => {
  it('names bytes below a kilobyte', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1)).toBe('1 byte')
    expect(formatBytes(1023)).toBe('1023 bytes')
  })

  it('moves to the next unit at each power of 1024, with one decimal', () => {
    expect(formatBytes(1024)).toBe('1 KB')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(11270)).toBe('11 KB')
    expect(formatBytes(1024 ** 2 - 1)).toBe('1024 KB')
    expect(formatBytes(1024 ** 2)).toBe('1 MB')
    expect(formatBytes(20 * 1024 ** 2)).toBe('20 MB')
    expect(formatBytes(1024 ** 3)).toBe('1 GB')
    expect(formatBytes(1024 ** 4)).toBe('1 TB')
    expect(formatBytes(1024 ** 5)).toBe('1 PB')
    expect(formatBytes(1024 ** 6)).toBe('1 EB')
    expect(formatBytes(1024 ** 7)).toBe('1 ZB')
    expect(formatBytes(1024 ** 8)).toBe('1 YB')
  })

  it('stays in YB past it, and treats nonsense as nothing', () => {
    expect(formatBytes(2048 * 1024 ** 8)).toBe('2048 YB')
    expect(formatBytes(Number.NaN)).toBe('0 bytes')
    expect(formatBytes(-5)).toBe('0 bytes')
  })

  it('writes sizes as another language writes them', () => {
    // Intl separates the number from its unit with a no-break space.
    const spaced = (bytes: number, language: string) =>
      formatBytes(bytes, language).replace(/\u00a0|\u202f/g, ' ')
    expect(spaced(1, 'fr')).toBe('1 octet')
    expect(spaced(512, 'pl')).toBe('512 bajtów')
    expect(spaced(1536, 'fr')).toBe('1,5 ko')
    expect(spaced(20 * 1024 ** 2, 'fr')).toBe('20 Mo')
    expect(spaced(1024 ** 2, 'de')).toBe('1 MB')
    expect(spaced(2.5 * 1024 ** 6, 'de')).toBe('2,5 EB')
  })
})
