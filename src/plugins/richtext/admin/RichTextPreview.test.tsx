// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInput } from '../../../admin/test-support/render-input'
import type { RichTextField } from '../../../shared/client-config'
import { loadRichTextEditor } from './editor-loader'
import RichTextInput from './RichTextInput'
import { stringsEn } from './strings/en'

// The text drawn before the editor's code arrives, and the editor taking it over. The editor is
// not loaded when this file starts (a test file has its own modules), and stays once loaded: the
// tests that need it absent come first.

afterEach(cleanup)

const field = { name: 'body', type: 'richText', admin: {} } as unknown as RichTextField

function renderField(initial: unknown, isReadOnly = false) {
  return renderInput(RichTextInput, field, initial, {
    id: 'body',
    label: 'Body',
    isReadOnly,
    strings: { richtext: stringsEn },
  })
}

/** The text's elements as tags, inline styles and text: what its layout is made of. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
  if (!(node instanceof HTMLElement)) return ''
  const style = node.getAttribute('style')
  const inner = [...node.childNodes].map(shape).join('')
  return `<${node.tagName.toLowerCase()}${style ? ` style="${style}"` : ''}>${inner}</>`
}

const value = [
  { type: 'h2', children: [{ text: 'Title' }] },
  {
    textAlign: 'center',
    children: [{ text: 'Plain, ' }, { text: 'bold', bold: true }, { text: ' and ' }],
  },
  { type: 'ul', children: [{ type: 'li', children: [{ text: 'item' }] }] },
  { children: [{ text: '' }] },
]

const isEditor = () => document.querySelector('[data-slate-editor]') !== null

describe('rich text before its editor arrives', () => {
  it('draws the toolbar and the text without the editor, and a read-only field keeps no keys', async () => {
    renderField(value, true)
    expect(isEditor()).toBe(false)
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(box.getAttribute('aria-readonly')).toBe('true')
    // As the read-only editor, not a stop of the Tab key.
    expect(box.hasAttribute('tabindex')).toBe(false)
    expect(box.querySelector('h2')?.textContent).toBe('Title')
    expect(box.querySelector('p strong')?.textContent).toBe('bold')
    const toolbar = screen.getByRole('toolbar', { name: 'Body formatting' })
    expect(toolbar.getAttribute('aria-disabled')).toBe('true')
    box.focus()
    await userEvent.keyboard('x')
    expect(box.textContent).not.toContain('x')
  })

  it('is drawn as the editor draws it, and the keys typed meanwhile go into the editor in order, at the start of the text it was focused in', async () => {
    const input = renderField(value)
    const box = screen.getByRole('textbox', { name: 'Body' })
    const toolbar = screen.getByRole('toolbar', { name: 'Body formatting' })
    const drawnText = shape(box)
    const drawnToolbar = within(toolbar)
      .getAllByRole('button')
      .map(
        (button) =>
          `${button.className}|${button.getAttribute('aria-label') ?? button.textContent}`,
      )
    expect(isEditor()).toBe(false)

    // The label focuses the text (the field's id), which starts the editor's download.
    box.focus()
    await userEvent.keyboard('Top ')
    await userEvent.keyboard('{Backspace}{Backspace}p{Enter}')
    await act(() => loadRichTextEditor())
    await waitFor(() => expect(isEditor()).toBe(true))

    const editor = screen.getByRole('textbox', { name: 'Body' })
    expect(editor).not.toBe(box)
    expect(document.activeElement).toBe(editor)
    // "Top Title", two characters taken back, "p", then Enter splits the heading.
    expect([...editor.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Top', 'Title'])
    const last = input.changes.at(-1) as { type?: string; children: { text: string }[] }[]
    expect(last.slice(0, 2)).toEqual([
      { type: 'h2', children: [{ text: 'Top' }] },
      { type: 'h2', children: [{ text: 'Title' }] },
    ])

    // Drawn again from the stored value, the editor has the drawn text's shape and toolbar.
    cleanup()
    renderField(value)
    expect(isEditor()).toBe(true)
    expect(shape(screen.getByRole('textbox', { name: 'Body' }))).toBe(drawnText)
    const liveToolbar = within(screen.getByRole('toolbar', { name: 'Body formatting' }))
      .getAllByRole('button')
      .map(
        (button) =>
          `${button.className}|${button.getAttribute('aria-label') ?? button.textContent}`,
      )
    expect(liveToolbar).toEqual(drawnToolbar)
  })
})

describe('rich text once its editor has arrived', () => {
  it('is the editor at once on every field after', () => {
    renderField(value)
    expect(isEditor()).toBe(true)
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Body' }))
    expect(
      screen.getByRole('toolbar', { name: 'Body formatting' }).hasAttribute('aria-disabled'),
    ).toBe(false)
  })
})
