import { describe, expect, it } from 'vitest'
import { FOLD_AT, foldedHead, isFolded, quoted } from './fold'

describe('folding long strings', () => {
  it('leaves strings up to the limit whole, quoted and escaped as JSON', () => {
    const text = `${'x'.repeat(FOLD_AT - 2)}"\n`
    expect(isFolded(text)).toBe(false)
    expect(quoted(text, false)).toBe(`"${'x'.repeat(FOLD_AT - 2)}\\"\\n"`)
  })

  it('shows the start of a longer one, with an ellipsis, and all of it once revealed', () => {
    const text = 'a'.repeat(FOLD_AT) + 'b'.repeat(50)
    expect(isFolded(text)).toBe(true)
    expect(quoted(text, false)).toBe(`"${'a'.repeat(FOLD_AT)}…"`)
    expect(quoted(text, true)).toBe(JSON.stringify(text))
  })

  it('does not cut a character made of two code units in half', () => {
    const text = `${'a'.repeat(FOLD_AT - 1)}😀 and more`
    expect(foldedHead(text)).toBe('a'.repeat(FOLD_AT - 1))
    expect(quoted(text, false)).not.toContain('\\u')
  })
})
