import { describe, expect, it } from 'vitest'
import { fuzzyMatch } from './fuzzy'

const score = (q: string, t: string) => fuzzyMatch(q, t)?.score ?? -Infinity

describe('fuzzyMatch', () => {
  it('finds a subsequence, case- and accent-insensitively, and nothing else', () => {
    expect(fuzzyMatch('pst', 'Posts')?.indexes).toEqual([0, 2, 3])
    expect(fuzzyMatch('EINSTELL', 'Einstellungen')).toBeDefined()
    expect(fuzzyMatch('uber', 'Über uns')).toBeDefined()
    expect(fuzzyMatch('xyz', 'Posts')).toBeUndefined()
    expect(fuzzyMatch('stop', 'Posts')).toBeUndefined()
    expect(fuzzyMatch('postss', 'Posts')).toBeUndefined()
  })

  it('ignores spaces in the query and matches everything with an empty one', () => {
    expect(fuzzyMatch('new post', 'New Post')).toBeDefined()
    expect(fuzzyMatch('', 'anything')).toEqual({ score: 0, indexes: [] })
  })

  it('prefers word starts: "np" ranks "New post" above "Unpublish"', () => {
    expect(score('np', 'New post')).toBeGreaterThan(score('np', 'Unpublish'))
    expect(fuzzyMatch('np', 'New post')?.indexes).toEqual([0, 4])
  })

  it('prefers consecutive letters and a prefix', () => {
    expect(score('pos', 'Posts')).toBeGreaterThan(score('pos', 'Pages of sites'))
    expect(score('set', 'Settings')).toBeGreaterThan(score('set', 'Reset password'))
  })

  it('jumps to a later word start only when the rest of the query still fits', () => {
    // 'a' could jump to "Api", but then 'x' would not fit: the first 'a' is kept.
    expect(fuzzyMatch('ax', 'a Api x')?.indexes).toEqual([0, 6])
    expect(fuzzyMatch('ap', 'Create API key')?.indexes).toEqual([7, 8])
  })

  it('matches camelCase word starts', () => {
    expect(fuzzyMatch('lp', 'livePreview')?.indexes).toEqual([0, 4])
  })

  it('prefers the shorter text on an equal match', () => {
    expect(score('post', 'Posts')).toBeGreaterThan(score('post', 'Posts and their categories'))
  })
})
