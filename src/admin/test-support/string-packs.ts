import { expect } from 'vitest'

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

/** A translation of a string pack: every key of the English one, non-empty, with the same placeholders. */
export function expectCompleteTranslation(
  english: Record<string, string>,
  translated: Record<string, unknown>,
): void {
  expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
  for (const [key, en] of Object.entries(english)) {
    const text = translated[key]
    expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true)
    expect(placeholders(String(text)), key).toEqual(placeholders(en))
  }
}
