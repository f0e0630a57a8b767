import { createEditor, type Descendant, type Editor } from 'slate'
import { withHistory } from 'slate-history'
import type { KeyboardEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { handleShortcut } from './shortcuts'
import { withRichText } from './with-rich-text'

function editorWith(value: unknown[], path: number[], offset: number, focusOffset = offset) {
  const editor = withRichText(withHistory(createEditor()))
  editor.children = value as Descendant[]
  editor.selection = { anchor: { path, offset }, focus: { path, offset: focusOffset } }
  return editor
}

/** A key press as React hands it to the editable (Control is Mod off Apple devices). */
function press(editor: Editor, key: string, modifiers: { ctrl?: boolean; shift?: boolean } = {}) {
  let prevented = false
  const event = {
    key,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: false,
    altKey: false,
    shiftKey: modifiers.shift ?? false,
    preventDefault: () => {
      prevented = true
    },
  } as unknown as KeyboardEvent
  const handled = handleShortcut(editor, event)
  return { handled, prevented }
}

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] })
const li = (text: string) => ({ type: 'li', children: [{ text }] })

describe('shortcuts', () => {
  it('Mod+B, Mod+I, Mod+U, Mod+Shift+X and Mod+E toggle the marks', () => {
    const editor = editorWith([paragraph('word')], [0, 0], 0, 4)
    press(editor, 'b', { ctrl: true })
    press(editor, 'i', { ctrl: true })
    press(editor, 'u', { ctrl: true })
    press(editor, 'X', { ctrl: true, shift: true })
    press(editor, 'e', { ctrl: true })
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          {
            text: 'word',
            bold: true,
            italic: true,
            underline: true,
            strikethrough: true,
            code: true,
          },
        ],
      },
    ])
  })

  it('Mod+Z undoes, Mod+Shift+Z and Mod+Y redo', () => {
    const editor = editorWith([paragraph('word')], [0, 0], 0, 4)
    press(editor, 'b', { ctrl: true })
    press(editor, 'z', { ctrl: true })
    expect(editor.children).toEqual([paragraph('word')])
    press(editor, 'z', { ctrl: true, shift: true })
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'word', bold: true }] },
    ])
    press(editor, 'z', { ctrl: true })
    press(editor, 'y', { ctrl: true })
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'word', bold: true }] },
    ])
  })

  it('Tab and Shift+Tab in a list item nest and lift it', () => {
    const editor = editorWith([{ type: 'ul', children: [li('one'), li('two')] }], [0, 1, 0], 0)
    expect(press(editor, 'Tab')).toEqual({ handled: true, prevented: true })
    expect(editor.children).toEqual([
      {
        type: 'ul',
        children: [
          { type: 'li', children: [paragraph('one'), { type: 'ul', children: [li('two')] }] },
        ],
      },
    ])
    press(editor, 'Tab', { shift: true })
    expect(editor.children).toEqual([{ type: 'ul', children: [li('one'), li('two')] }])
  })

  it('Tab outside a list is left to the browser (the focus moves on)', () => {
    const editor = editorWith([paragraph('text')], [0, 0], 0)
    expect(press(editor, 'Tab')).toEqual({ handled: false, prevented: false })
    expect(editor.children).toEqual([paragraph('text')])
  })
})
