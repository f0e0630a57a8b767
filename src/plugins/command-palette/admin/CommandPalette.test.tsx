// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScreenCommands } from '../../../admin/extend/commands'
import { renderInput } from '../../../admin/test-support/render-input'
import { testCollection } from '../../../admin/test-support/client-collection'
import { testConfig } from '../../../admin/test-support/signed-in'
import { ThemeProvider } from '../../../admin/test-support/theme'
import type { TextField } from '../../../shared/client-config'
import type { PaletteDocument } from '../shared'
import PaletteTrigger from './PaletteTrigger'
import { stringsEn } from './strings/en'

const posts = testCollection('posts', { labels: { singular: 'Post', plural: 'Posts' } })
const pages = testCollection('pages', { labels: { singular: 'Page', plural: 'Pages' } })
const categories = testCollection('categories', {
  labels: { singular: 'Category', plural: 'Categories' },
})
const collections = [posts, pages, categories]
const access = {
  collections: {
    posts: { read: true, create: true },
    pages: { read: true, create: true },
    categories: { read: true },
  },
}
const user = { id: 7, email: 'editor@example.com' }
const DOCS: PaletteDocument[] = [
  { collection: 'pages', id: 3, title: 'Harbour page', _status: 'published' },
]

/** The search's requests, by their `q`. */
let searched: string[] = []

beforeEach(() => {
  searched = []
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://folio.test')
      const q = url.searchParams.get('q') ?? ''
      searched.push(q)
      const docs = q ? DOCS.filter((d) => d.title.toLowerCase().includes(q.toLowerCase())) : DOCS
      return new Response(JSON.stringify({ docs }), {
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Location() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname}</output>
}

function renderPalette(screenCommand?: () => void) {
  function Screen() {
    useScreenCommands(
      screenCommand
        ? [{ id: 'editor:publish', group: 'actions', label: 'Publish changes', run: screenCommand }]
        : [],
    )
    return null
  }
  renderInput(
    () => (
      <ThemeProvider initial="light">
        <PaletteTrigger config={testConfig(collections)} user={user} placement="bar" />
        <Screen />
        <Location />
      </ThemeProvider>
    ),
    { type: 'text' } as TextField,
    undefined,
    { collections, access, strings: { 'command-palette': stringsEn } },
  )
  return userEvent.setup()
}

const combobox = () => screen.findByRole('combobox', { name: 'Search or type a command' })
const group = (name: string) => screen.getByRole('group', { name })
const options = (name: string) =>
  within(group(name))
    .getAllByRole('option')
    .map((o) => o.textContent)
const location = () => screen.getByRole('status', { name: 'location' }).textContent

describe('the command palette', () => {
  it('opens with Ctrl+K, focused on its combobox, and closes with Escape', async () => {
    const user = renderPalette()
    await user.keyboard('{Control>}k{/Control}')
    const input = await combobox()
    expect(document.activeElement).toBe(input)
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy()
    expect(options('Go to')).toEqual(['Dashboard', 'Posts', 'Pages', 'Categories', 'Account'])
    // Only where the user may create.
    expect(options('Create')).toEqual(['New Post', 'New Page'])
    expect(options('Actions')).toContain('Switch to the dark theme')
    expect(options('Actions')).toContain('Log out')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('opens from the bar’s button, named with its shortcut', async () => {
    const user = renderPalette()
    const button = await screen.findByRole('button', { name: 'Search or run a command' })
    expect(button.getAttribute('aria-keyshortcuts')).toMatch(/^(Control|Meta)\+K$/)
    await user.click(button)
    expect(await combobox()).toBeTruthy()
  })

  it('finds by fuzzy matching and goes there with Enter', async () => {
    const user = renderPalette()
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await combobox(), 'pst')
    expect(options('Go to')).toEqual(['Posts'])
    const active = document.getElementById(
      (await combobox()).getAttribute('aria-activedescendant') ?? '',
    )
    expect(active?.textContent).toBe('Posts')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toBe('/collections/posts'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('searches the documents once typing rests, and opens one', async () => {
    const user = renderPalette()
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await combobox(), 'harbour')
    await waitFor(() => expect(searched).toContain('harbour'))
    await waitFor(() => expect(options('Documents')).toEqual(['Harbour pagePage · Published']))
    // One request for the empty query (recent documents), one for the settled query, none between.
    expect(searched.filter((q) => q !== '')).toEqual(['harbour'])
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toBe('/collections/pages/3'))
  })

  it('moves to the next and previous group with Tab and Shift+Tab, and with the arrows', async () => {
    const user = renderPalette()
    await user.keyboard('{Control>}k{/Control}')
    const input = await combobox()
    const activeText = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent
    expect(activeText()).toBe('Dashboard')
    await user.keyboard('{ArrowDown}')
    expect(activeText()).toBe('Posts')
    await user.keyboard('{Tab}')
    await waitFor(() => expect(options('Documents').length).toBe(1))
    // The documents group sits after Go to.
    expect(activeText()).toMatch(/^Harbour page/)
    await user.keyboard('{Tab}')
    expect(activeText()).toBe('New Post')
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(activeText()).toMatch(/^Harbour page/)
    await user.keyboard('{ArrowUp}')
    expect(activeText()).toBe('Account')
    expect(document.activeElement).toBe(input)
  })

  it('runs the shown screen’s commands, and lists the last used first', async () => {
    const publish = vi.fn()
    const user = renderPalette(publish)
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await combobox(), 'publish')
    expect(options('Actions')[0]).toBe('Publish changes')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(publish).toHaveBeenCalledOnce())
    await user.keyboard('{Control>}k{/Control}')
    await combobox()
    const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'))
    expect(document.getElementById(groups[0] ?? '')?.textContent).toBe('Recently used')
    expect(options('Recently used')).toEqual(['Publish changes'])
    expect(options('Actions')).not.toContain('Publish changes')
  })

  it('says when nothing is found', async () => {
    const user = renderPalette()
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await combobox(), 'zzqx')
    expect(await screen.findByText('Nothing found for “zzqx”.')).toBeTruthy()
    expect((await combobox()).getAttribute('aria-expanded')).toBe('false')
  })

  it('switches the theme', async () => {
    const user = renderPalette()
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await combobox(), 'dark theme')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
    await act(async () => undefined)
  })
})
