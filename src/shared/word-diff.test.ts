import { describe, expect, it } from 'vitest'
import { lineDiff, wordDiff } from './word-diff'

describe('wordDiff', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
      { kind: 'added', text: ' jumps' },
    ])
  })

  it('treats punctuation as its own token', () => {
    expect(wordDiff('Summer 2026', 'Summer 2026, edited')).toEqual([
      { kind: 'same', text: 'Summer 2026' },
      { kind: 'added', text: ', edited' },
    ])
  })

  it('is one unchanged part for equal texts, and all added from nothing', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }])
    expect(wordDiff('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }])
  })
})

describe('lineDiff', () => {
  it('compares whole lines', () => {
    expect(lineDiff('{\n  "a": 1,\n  "b": 2\n}', '{\n  "a": 1,\n  "b": 3\n}')).toEqual([
      { kind: 'same', text: '{\n  "a": 1,\n' },
      { kind: 'removed', text: '  "b": 2\n' },
      { kind: 'added', text: '  "b": 3\n' },
      { kind: 'same', text: '}' },
    ])
  })
})
