import { describe, expect, it } from 'vitest'
import { videoSlug } from './slug'

describe('videoSlug', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(videoSlug('My First Video')).toBe('my-first-video')
  })
  it('spells out umlauts and sharp s, capitals included', () => {
    expect(videoSlug('Über Größe Äpfel Öl')).toBe('ueber-groesse-aepfel-oel')
    expect(videoSlug('Straße')).toBe('strasse')
  })
  it('drops dots, commas, parentheses and other non-word characters', () => {
    expect(videoSlug('Hello, world. (Take 2)!')).toBe('hello-world-take-2')
    expect(videoSlug('a&b?c')).toBe('abc')
  })
  it('keeps underscores and digits, and trims outer spaces', () => {
    expect(videoSlug('  clip_01  ')).toBe('clip_01')
  })
})
