import { describe, expect, it } from 'vitest'
import { addNavLinks, type NavGroup } from './nav-groups'

const groups = (): NavGroup[] => [
  { key: 'Content', label: { en: 'Content', de: 'Inhalt' }, entries: [] },
  { key: 'Collections', label: 'Collections', entries: [{ key: 'c:a', label: 'A', to: '/a' }] },
]

describe('plugins’ navigation links', () => {
  it('join the collections’ group they name, after its entries, leaving the given groups as they were', () => {
    const given = groups()
    const result = addNavLinks(given, [
      { key: 'p:x', label: 'X', to: '/x', group: { key: 'Collections', label: 'Collections' } },
    ])
    expect(result.map((g) => [g.key, g.entries.map((e) => e.to)])).toEqual([
      ['Content', []],
      ['Collections', ['/a', '/x']],
    ])
    expect(given[1]!.entries).toHaveLength(1)
  })

  it('open a group of their own after the others, shared by links with the same group key', () => {
    const group = { key: 'p:sample:navGroup', label: 'Sample' }
    const result = addNavLinks(groups(), [
      { key: 'p:x', label: 'X', to: '/x', group },
      { key: 'p:y', label: 'Y', to: '/y', group },
    ])
    expect(result.map((g) => g.key)).toEqual(['Content', 'Collections', 'p:sample:navGroup'])
    expect(result[2]).toEqual({
      key: 'p:sample:navGroup',
      label: 'Sample',
      entries: [
        { key: 'p:x', label: 'X', to: '/x' },
        { key: 'p:y', label: 'Y', to: '/y' },
      ],
    })
  })
})
