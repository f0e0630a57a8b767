import { createEditor, type Descendant, type Editor, type Location } from 'slate'
import { withHistory } from 'slate-history'
import { describe, expect, it } from 'vitest'
import {
  activeAlignment,
  indent,
  isBlockFormatActive,
  isListActive,
  isMarkActive,
  outdent,
  toggleAlignment,
  toggleBlockFormat,
  toggleList,
  toggleMark,
} from './transforms'
import { withRichText } from './with-rich-text'

/** A headless editor holding `value`, with the cursor at `at` (a point's path, offset 0). */
function editorWith(value: unknown[], at: Location): Editor {
  const editor = withRichText(withHistory(createEditor()))
  editor.children = value as Descendant[]
  editor.selection = typeof at === 'object' && 'anchor' in at ? at : null
  if (Array.isArray(at))
    editor.selection = { anchor: { path: at, offset: 0 }, focus: { path: at, offset: 0 } }
  return editor
}

const p = (text: string, extra: object = {}) => ({
  type: 'paragraph',
  ...extra,
  children: [{ text }],
})
const li = (text: string) => ({ type: 'li', children: [{ text }] })

describe('block formats', () => {
  it('sets a heading, and toggling it again makes a paragraph', () => {
    const editor = editorWith([p('Title')], [0, 0])
    toggleBlockFormat(editor, 'h2')
    expect(editor.children).toEqual([{ type: 'h2', children: [{ text: 'Title' }] }])
    expect(isBlockFormatActive(editor, 'h2')).toBe(true)
    toggleBlockFormat(editor, 'h2')
    expect(editor.children).toEqual([p('Title')])
  })

  it('reads an element without a type as a paragraph', () => {
    const editor = editorWith([{ children: [{ text: 'old' }] }], [0, 0])
    expect(isBlockFormatActive(editor, 'paragraph')).toBe(true)
    toggleBlockFormat(editor, 'blockquote')
    expect(editor.children).toEqual([{ type: 'blockquote', children: [{ text: 'old' }] }])
  })

  it('keeps a list item in its list: the block is wrapped in the item', () => {
    const editor = editorWith([{ type: 'ul', children: [li('one'), li('two')] }], [0, 1, 0])
    toggleBlockFormat(editor, 'h3')
    expect(editor.children).toEqual([
      {
        type: 'ul',
        children: [
          li('one'),
          { type: 'li', children: [{ type: 'h3', children: [{ text: 'two' }] }] },
        ],
      },
    ])
    toggleBlockFormat(editor, 'h3')
    expect(editor.children).toEqual([
      { type: 'ul', children: [li('one'), { type: 'li', children: [p('two')] }] },
    ])
  })
})

describe('lists', () => {
  it('makes a paragraph a list, converts it to the other type, and removes it', () => {
    const editor = editorWith([p('one')], [0, 0])
    toggleList(editor, 'ul')
    expect(editor.children).toEqual([{ type: 'ul', children: [li('one')] }])
    expect(isListActive(editor, 'ul')).toBe(true)
    toggleList(editor, 'ol')
    expect(editor.children).toEqual([{ type: 'ol', children: [li('one')] }])
    expect(isListActive(editor, 'ol')).toBe(true)
    toggleList(editor, 'ol')
    expect(editor.children).toEqual([p('one')])
  })

  it('puts every selected paragraph in one list', () => {
    const editor = editorWith([p('one'), p('two')], {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [1, 0], offset: 3 },
    })
    toggleList(editor, 'ol')
    expect(editor.children).toEqual([{ type: 'ol', children: [li('one'), li('two')] }])
  })

  it('nests an item under the previous one in a sublist of the same type', () => {
    const editor = editorWith([{ type: 'ol', children: [li('one'), li('two')] }], [0, 1, 0])
    indent(editor)
    expect(editor.children).toEqual([
      {
        type: 'ol',
        children: [{ type: 'li', children: [p('one'), { type: 'ol', children: [li('two')] }] }],
      },
    ])
  })

  it('joins the sublist the previous item has already', () => {
    const nested = {
      type: 'ul',
      children: [
        { type: 'li', children: [p('one'), { type: 'ul', children: [li('a')] }] },
        li('b'),
      ],
    }
    const editor = editorWith([nested], [0, 1, 0])
    indent(editor)
    expect(editor.children).toEqual([
      {
        type: 'ul',
        children: [
          { type: 'li', children: [p('one'), { type: 'ul', children: [li('a'), li('b')] }] },
        ],
      },
    ])
  })

  it('does not nest the first item (there is no previous one)', () => {
    const editor = editorWith([{ type: 'ul', children: [li('one')] }], [0, 0, 0])
    indent(editor)
    expect(editor.children).toEqual([{ type: 'ul', children: [li('one')] }])
  })

  it('lifts a nested item one level', () => {
    const nested = {
      type: 'ol',
      children: [{ type: 'li', children: [p('one'), { type: 'ol', children: [li('two')] }] }],
    }
    const editor = editorWith([nested], [0, 0, 1, 0, 0])
    outdent(editor)
    expect(editor.children).toEqual([{ type: 'ol', children: [li('one'), li('two')] }])
  })

  it('lifts a top-level item out of the list as a paragraph', () => {
    const editor = editorWith(
      [{ type: 'ul', children: [li('one'), li('two'), li('three')] }],
      [0, 1, 0],
    )
    outdent(editor)
    expect(editor.children).toEqual([
      { type: 'ul', children: [li('one')] },
      p('two'),
      { type: 'ul', children: [li('three')] },
    ])
  })

  it('lifts the only item: the list is gone', () => {
    const editor = editorWith([{ type: 'ul', children: [li('one')] }], [0, 0, 0])
    outdent(editor)
    expect(editor.children).toEqual([p('one')])
  })
})

describe('indent outside lists', () => {
  it('wraps the block in an indent, and outdent unwraps one level', () => {
    const editor = editorWith([p('one'), p('two')], [1, 0])
    indent(editor)
    expect(editor.children).toEqual([p('one'), { type: 'indent', children: [p('two')] }])
    indent(editor)
    expect(editor.children).toEqual([
      p('one'),
      { type: 'indent', children: [{ type: 'indent', children: [p('two')] }] },
    ])
    outdent(editor)
    expect(editor.children).toEqual([p('one'), { type: 'indent', children: [p('two')] }])
    outdent(editor)
    expect(editor.children).toEqual([p('one'), p('two')])
  })
})

describe('alignment', () => {
  it('aligns the block, and setting the same alignment again clears it', () => {
    const editor = editorWith([p('one')], [0, 0])
    toggleAlignment(editor, 'center')
    expect(editor.children).toEqual([p('one', { textAlign: 'center' })])
    expect(activeAlignment(editor)).toBe('center')
    toggleAlignment(editor, 'right')
    expect(editor.children).toEqual([p('one', { textAlign: 'right' })])
    toggleAlignment(editor, 'right')
    expect(editor.children).toEqual([p('one')])
    expect(activeAlignment(editor)).toBeUndefined()
  })
})

describe('marks', () => {
  it('marks the selected text, and toggling again removes the mark', () => {
    const editor = editorWith([p('bold words')], {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [0, 0], offset: 4 },
    })
    toggleMark(editor, 'bold')
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'bold', bold: true }, { text: ' words' }] },
    ])
    expect(isMarkActive(editor, 'bold')).toBe(true)
    toggleMark(editor, 'bold')
    expect(editor.children).toEqual([p('bold words')])
    expect(isMarkActive(editor, 'bold')).toBe(false)
  })

  it('undoes and redoes a mark with the history', () => {
    const editor = editorWith([p('word')], {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [0, 0], offset: 4 },
    })
    toggleMark(editor, 'code')
    editor.undo()
    expect(editor.children).toEqual([p('word')])
    editor.redo()
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'word', code: true }] },
    ])
  })
})
