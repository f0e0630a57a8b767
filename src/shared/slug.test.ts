import { describe, expect, it } from 'vitest'
import { slugFromTitle } from './slug'

describe('slugFromTitle', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugFromTitle('Hello  Big World')).toBe('hello-big-world')
  })
  it('maps umlauts and sharp s', () => {
    expect(slugFromTitle('Größe über Äpfel')).toBe('groesse-ueber-aepfel')
  })
  it('drops dots, commas, parentheses and other non-word characters', () => {
    expect(slugFromTitle('v1.2, (beta) – now!')).toBe('v12-beta--now')
  })
})
