import { describe, expect, it } from 'vitest'
import { rankCommands, RECENT_GROUP, withRecent } from './rank'

const commands = [
  { id: 'goto:posts', group: 'goto', label: 'Posts' },
  { id: 'goto:pages', group: 'goto', label: 'Pages' },
  { id: 'goto:users', group: 'goto', label: 'Users', keywords: ['people', 'accounts'] },
  { id: 'create:posts', group: 'create', label: 'New post' },
  { id: 'create:pages', group: 'create', label: 'New page' },
  { id: 'action:theme-dark', group: 'actions', label: 'Switch to dark theme' },
]
const groupOrder = ['goto', 'documents', 'create', 'actions']
const ids = (groups: ReturnType<typeof rankCommands>) =>
  groups.map((g) => [g.group, g.items.map((i) => i.id)])

describe('rankCommands', () => {
  it('keeps groups and commands in their order without a query', () => {
    expect(ids(rankCommands(commands, '', { groupOrder }))).toEqual([
      ['goto', ['goto:posts', 'goto:pages', 'goto:users']],
      ['create', ['create:posts', 'create:pages']],
      ['actions', ['action:theme-dark']],
    ])
  })

  it('puts the recently used commands first, most recent first, in a group of their own', () => {
    const groups = rankCommands(commands, '', {
      groupOrder,
      recent: ['create:pages', 'goto:users'],
    })
    expect(ids(groups)).toEqual([
      [RECENT_GROUP, ['create:pages', 'goto:users']],
      ['goto', ['goto:posts', 'goto:pages']],
      ['create', ['create:posts']],
      ['actions', ['action:theme-dark']],
    ])
  })

  it('keeps only the matches with a query, best first in each group', () => {
    expect(ids(rankCommands(commands, 'pa', { groupOrder }))).toEqual([
      ['goto', ['goto:pages']],
      ['create', ['create:pages']],
    ])
    expect(ids(rankCommands(commands, 'new p', { groupOrder }))).toEqual([
      ['create', ['create:posts', 'create:pages']],
    ])
  })

  it('finds a command by a keyword', () => {
    expect(ids(rankCommands(commands, 'people', { groupOrder }))).toEqual([
      ['goto', ['goto:users']],
    ])
  })

  it('ranks a recently used match first on a tie', () => {
    const groups = rankCommands(commands, 'new p', { groupOrder, recent: ['create:pages'] })
    expect(ids(groups)).toEqual([['create', ['create:pages', 'create:posts']]])
  })

  it('limits each group', () => {
    const groups = rankCommands(commands, '', { groupOrder, limitPerGroup: 1 })
    expect(groups.map((g) => g.items.length)).toEqual([1, 1, 1])
  })

  it('keeps groups not named in the order last', () => {
    const groups = rankCommands(
      [...commands, { id: 'x', group: 'plugin', label: 'Posts x' }],
      'posts',
      {
        groupOrder,
      },
    )
    expect(groups.map((g) => g.group)).toEqual(['goto', 'plugin'])
  })
})

describe('withRecent', () => {
  it('puts the command first, once, and keeps at most five', () => {
    expect(withRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c'])
    expect(withRecent(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd'])
  })
})
