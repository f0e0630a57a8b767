// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ReactEditor } from 'slate-react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderInput } from '../../../admin/test-support/render-input'
import type { ClientCollection, RichTextField } from '../../../shared/client-config'
import { loadRichTextEditor } from './editor-loader'
import RichTextInput from './RichTextInput'
import { stringsEn } from './strings/en'

afterEach(cleanup)
// The editor itself (the text drawn before it arrives: RichTextPreview.test.tsx).
beforeAll(() => loadRichTextEditor())

const field = { name: 'body', type: 'richText', admin: {} } as unknown as RichTextField

const BLOCK_FORMAT_NAMES = [
  'Paragraph',
  'Heading 1',
  'Heading 2',
  'Heading 3',
  'Heading 4',
  'Heading 5',
  'Heading 6',
  'Quote',
]

// After the block-format menu's button.
const TOOLBAR_NAMES = [
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Code',
  'Numbered list',
  'Bulleted list',
  'Outdent',
  'Indent',
  'Align left',
  'Align center',
  'Align right',
  'Link',
]

function collection(slug: string, isUpload: boolean, enableRichText = true): ClientCollection {
  return {
    slug,
    labels: { singular: slug, plural: slug },
    isAuth: false,
    isUpload,
    hasDrafts: false,
    hasVersions: false,
    hasLivePreview: false,
    hasTimestamps: true,
    admin: {
      useAsTitle: 'id',
      defaultColumns: [],
      listSearchableFields: [],
      pageSizes: [10],
      defaultLimit: 10,
      enableRichTextRelationship: enableRichText,
      enableRichTextLink: enableRichText,
    },
    fields: [],
    layout: [],
  }
}

function renderEditor(
  initial: unknown,
  isReadOnly = false,
  onFormSubmit?: () => void,
  shell: Parameters<typeof renderInput>[3] = {},
) {
  const input = renderInput(RichTextInput, field, initial, {
    ...shell,
    id: 'body',
    label: 'Body',
    describedBy: 'body-description',
    isReadOnly,
    strings: { richtext: stringsEn },
    onFormSubmit,
  })
  return Object.assign(input.changes, { replace: input.setValue })
}

const value = [
  { type: 'h2', children: [{ text: 'Title' }] },
  { children: [{ text: 'Old paragraph with ' }, { text: 'bold', bold: true }] },
  { type: 'ul', children: [{ type: 'li', children: [{ text: 'item' }] }] },
]

describe('rich-text input', () => {
  it('shows the value as semantic HTML in a labelled multi-line textbox', () => {
    renderEditor(value)
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(box.getAttribute('aria-multiline')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe('body-description')
    expect(box.id).toBe('body')
    expect(box.querySelector('h2')?.textContent).toBe('Title')
    expect(box.querySelector('p strong')?.textContent).toBe('bold')
    expect(box.querySelector('ul > li')?.textContent).toBe('item')
  })

  it('has a named toolbar with a block-format menu and a named button for every other format, one of them a tab stop', () => {
    renderEditor(value)
    const toolbar = screen.getByRole('toolbar', { name: 'Body formatting' })
    const [blockFormat, ...buttons] = within(toolbar).getAllByRole('button')
    expect(blockFormat).toBe(within(toolbar).getByRole('button', { name: 'Block format' }))
    expect(blockFormat!.getAttribute('aria-haspopup')).toBe('true')
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(TOOLBAR_NAMES)
    for (const name of TOOLBAR_NAMES) {
      const button = within(toolbar).getByRole('button', { name })
      expect(button).toHaveProperty('disabled', false)
    }
    expect([blockFormat!, ...buttons].filter((button) => button.tabIndex === 0)).toEqual([
      blockFormat,
    ])
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('button', { name: 'Indent' }).hasAttribute('aria-pressed')).toBe(false)
  })

  it('offers relationships and uploads only into collections the user may read and that allow them', () => {
    const posts = collection('posts', false)
    const media = collection('media', true)
    const users = collection('users', false, false)
    const names = () =>
      within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
        .slice(TOOLBAR_NAMES.length + 1)
    renderEditor(value, false, undefined, { collections: [posts, media, users] })
    expect(names()).toEqual(['Relationship', 'Upload'])
    cleanup()
    renderEditor(value, false, undefined, {
      collections: [posts, media],
      access: { collections: { posts: { read: true } } },
    })
    expect(names()).toEqual(['Relationship'])
    cleanup()
    renderEditor(value, false, undefined, { collections: [users] })
    expect(names()).toEqual([])
  })

  it('shows an upload with its extra fields button, and removes it', async () => {
    const user = userEvent.setup()
    const changes = renderInput(
      RichTextInput,
      { ...field, uploadFields: { media: [{ name: 'caption', type: 'text', admin: {} }] } },
      [
        { type: 'upload', relationTo: 'media', value: { id: 3 }, children: [{ text: '' }] },
        { type: 'paragraph', children: [{ text: 'After' }] },
      ],
      { label: 'Body', strings: { richtext: stringsEn }, collections: [collection('media', true)] },
    ).changes
    expect(screen.getByRole('button', { name: 'Edit fields' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Swap Upload' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /^Remove Upload/ }))
    expect(changes.at(-1)).toEqual([{ type: 'paragraph', children: [{ text: 'After' }] }])
  })

  it('moves between the block-format menu and the buttons with the arrow keys (one tab stop)', async () => {
    const user = userEvent.setup()
    renderEditor(value)
    const blockFormat = screen.getByRole('button', { name: /Block format/ })
    await user.tab()
    expect(document.activeElement).toBe(blockFormat)
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }))
    expect(screen.getByRole('button', { name: 'Bold' }).tabIndex).toBe(0)
    expect(blockFormat.tabIndex).toBe(-1)
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(blockFormat)
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link' }))
  })

  it('gives the text the format chosen in the block-format menu, and names it on the menu button', async () => {
    const user = userEvent.setup()
    // Slate's focus needs a browser's DOM selection, which jsdom's is not.
    const focus = vi.spyOn(ReactEditor, 'focus').mockImplementation(() => undefined)
    const changes = renderEditor([{ type: 'paragraph', children: [{ text: 'Hello' }] }])
    const box = screen.getByRole('textbox', { name: 'Body' })
    const choose = async (name: string) => {
      await user.click(screen.getByRole('button', { name: /Block format/ }))
      const menu = screen.getByRole('menu', { name: 'Block format' })
      focus.mockClear()
      await user.click(within(menu).getByRole('menuitemradio', { name }))
      expect(screen.queryByRole('menu')).toBeNull()
      // The text has the focus again, not the menu's button.
      await waitFor(() => expect(focus).toHaveBeenCalled())
    }

    await user.click(screen.getByRole('button', { name: /Block format/ }))
    const items = within(screen.getByRole('menu')).getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(BLOCK_FORMAT_NAMES)
    await user.keyboard('{Escape}')

    await choose('Heading 1')
    expect(changes.at(-1)).toEqual([{ type: 'h1', children: [{ text: 'Hello' }] }])
    expect(box.querySelector('h1')?.textContent).toBe('Hello')
    expect(screen.getByRole('button', { name: 'Block format Heading 1' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Block format/ }))
    expect(
      screen.getByRole('menuitemradio', { name: 'Heading 1' }).getAttribute('aria-checked'),
    ).toBe('true')
    await user.keyboard('{Escape}')

    // Choosing the format the text has removes it (SPEC: toggling an active format); Paragraph
    // always makes a paragraph.
    await choose('Heading 1')
    expect(changes.at(-1)).toEqual([{ type: 'paragraph', children: [{ text: 'Hello' }] }])
    await choose('Quote')
    expect(changes.at(-1)).toEqual([{ type: 'blockquote', children: [{ text: 'Hello' }] }])
    await choose('Paragraph')
    expect(changes.at(-1)).toEqual([{ type: 'paragraph', children: [{ text: 'Hello' }] }])
    await choose('Paragraph')
    expect(changes.at(-1)).toEqual([{ type: 'paragraph', children: [{ text: 'Hello' }] }])
    expect(screen.getByRole('button', { name: 'Block format Paragraph' })).toBeTruthy()
    focus.mockRestore()
  })

  it('is named by the form’s label (a click on it focuses the text: FieldLabel.test.tsx)', () => {
    render(
      <label htmlFor="body" id="body-label">
        Content
      </label>,
    )
    renderEditor(value, false, undefined, { labelId: 'body-label' })
    const box = screen.getByRole('textbox', { name: 'Content' })
    expect(box.hasAttribute('aria-label')).toBe(false)
  })

  it('inserts a link from the link drawer, and its submit stays in the drawer', async () => {
    const user = userEvent.setup()
    // Giving the caret back to the text on the next frame needs a browser's DOM selection; jsdom's
    // fails in Slate's focus, so that frame does not run here.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    let submitted = false
    const changes = renderEditor(
      [{ type: 'paragraph', children: [{ text: 'See ' }] }],
      false,
      () => {
        submitted = true
      },
    )
    await user.click(screen.getByRole('button', { name: 'Link' }))
    // The drawers' code loads when the first one opens.
    const dialog = await screen.findByRole('dialog', { name: 'Add Link' }, { timeout: 10_000 })
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Enter a URL' }),
      'https://example.com',
    )
    await user.click(within(dialog).getByRole('checkbox', { name: 'Open in new tab' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(submitted).toBe(false)
    expect(changes.at(-1)).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'See ' },
          {
            type: 'link',
            linkType: 'custom',
            url: 'https://example.com',
            newTab: true,
            children: [{ text: 'https://example.com' }],
          },
          { text: '' },
        ],
      },
    ])
    frame.mockRestore()
  })

  it('never makes a script address a live link', () => {
    const link = (url: string, text: string) => ({
      type: 'link',
      linkType: 'custom',
      url,
      children: [{ text }],
    })
    renderEditor([
      {
        type: 'paragraph',
        children: [
          { text: '' },
          link('javascript:alert(1)', 'bad'),
          { text: ' ' },
          link('https://example.com/', 'good'),
          { text: '' },
        ],
      },
    ])
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(within(box).getByText('bad').closest('a')?.hasAttribute('href')).toBe(false)
    expect(within(box).getByRole('link', { name: 'good' }).getAttribute('href')).toBe(
      'https://example.com/',
    )
  })

  it('shows a value that comes from outside (a reset, a restored draft)', () => {
    const changes = renderEditor([{ type: 'paragraph', children: [{ text: 'Before' }] }])
    act(() => changes.replace?.([{ type: 'h3', children: [{ text: 'After' }] }]))
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(box.querySelector('h3')?.textContent).toBe('After')
    expect(box.textContent).not.toContain('Before')
    expect(changes).toHaveLength(0)
  })

  it('starts an empty value as one empty paragraph without reporting a change', () => {
    const changes = renderEditor(null)
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(box.querySelectorAll('p')).toHaveLength(1)
    expect(changes).toHaveLength(0)
  })

  it('read-only: the toolbar buttons are disabled and the text is not editable', () => {
    renderEditor(value, true)
    const toolbar = screen.getByRole('toolbar', { name: 'Body formatting' })
    for (const name of [/Block format/, ...TOOLBAR_NAMES])
      expect(within(toolbar).getByRole('button', { name })).toHaveProperty('disabled', true)
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(box.getAttribute('aria-readonly')).toBe('true')
    expect(box.getAttribute('contenteditable')).toBe('false')
  })
})
