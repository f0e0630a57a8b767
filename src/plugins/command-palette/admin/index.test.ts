import { describe, expect, it } from 'vitest'
import { commandPaletteAdmin } from '.'
import { nextGroupStart, paletteGroups, type PaletteItem } from './palette-groups'
import { isPaletteShortcut } from './shortcut'

const item = (id: string, group: PaletteItem['group'], label: string): PaletteItem => ({
  id,
  group,
  label,
  run: () => undefined,
})

describe('the command palette admin plugin', () => {
  it('offers only a shell part (the button and shortcut), lazily', () => {
    expect(commandPaletteAdmin.shellParts?.map((p) => p.key)).toEqual(['palette'])
  })

  it('opens on Ctrl+K or Cmd+K alone, and leaves a Ctrl+K already handled to its owner', () => {
    const key = (over: Partial<KeyboardEvent>) =>
      isPaletteShortcut({
        key: 'k',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
        defaultPrevented: false,
        isComposing: false,
        ...over,
      })
    expect(key({ ctrlKey: true })).toBe(true)
    expect(key({ metaKey: true, key: 'K' })).toBe(true)
    expect(key({})).toBe(false)
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false)
    expect(key({ ctrlKey: true, altKey: true })).toBe(false)
    expect(key({ ctrlKey: true, defaultPrevented: true })).toBe(false)
    expect(key({ ctrlKey: true, key: 'j' })).toBe(false)
  })
})

describe('the palette’s groups', () => {
  const commands = [
    item('goto:posts', 'goto', 'Posts'),
    item('create:posts', 'create', 'New Post'),
    item('theme:dark', 'actions', 'Switch to the dark theme'),
  ]
  const docs = [item('doc:posts:1', 'documents', 'Harbour lights')]

  it('puts the documents after Go to, before Create and Actions', () => {
    expect(paletteGroups(commands, docs, '', []).map((g) => g.group)).toEqual([
      'goto',
      'documents',
      'create',
      'actions',
    ])
  })

  it('puts the recently used first while nothing is typed', () => {
    const groups = paletteGroups(commands, docs, '', ['theme:dark'])
    expect(groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['recent', ['theme:dark']],
      ['goto', ['goto:posts']],
      ['documents', ['doc:posts:1']],
      ['create', ['create:posts']],
    ])
  })

  it('keeps the server’s documents as they are while the commands are matched', () => {
    const groups = paletteGroups(commands, docs, 'harbour', [])
    expect(groups.map((g) => g.group)).toEqual(['documents'])
  })

  it('offers a search-only command (a language) only once something is typed', () => {
    const german = {
      ...item('language:de', 'actions', 'Switch the language to Deutsch'),
      isSearchOnly: true,
    }
    expect(
      paletteGroups([...commands, german], [], '', []).flatMap((g) => g.items.map((i) => i.id)),
    ).not.toContain('language:de')
    expect(
      paletteGroups([...commands, german], [], 'deutsch', []).flatMap((g) =>
        g.items.map((i) => i.id),
      ),
    ).toEqual(['language:de'])
  })

  it('finds the first row of the next or previous group, wrapping', () => {
    const groups = paletteGroups(commands, docs, '', [])
    expect(nextGroupStart(groups, 0, 1)).toBe(1)
    expect(nextGroupStart(groups, 1, 1)).toBe(2)
    expect(nextGroupStart(groups, 3, 1)).toBe(0)
    expect(nextGroupStart(groups, 0, -1)).toBe(3)
  })
})
