import { createEditor, type Descendant, type Editor, type Range } from 'slate'
import { withHistory } from 'slate-history'
import { describe, expect, it } from 'vitest'
import { activeLink, removeLink, upsertLink } from './links'
import { withRichText } from './with-rich-text'

function editorWith(value: unknown[], selection: Range): Editor {
  const editor = withRichText(withHistory(createEditor()))
  editor.children = value as Descendant[]
  editor.selection = selection
  return editor
}

const at = (path: number[], offset: number, focusOffset = offset) => ({
  anchor: { path, offset },
  focus: { path, offset: focusOffset },
})

describe('links', () => {
  it('makes the selected text a link', () => {
    const editor = editorWith(
      [{ type: 'paragraph', children: [{ text: 'see the docs' }] }],
      at([0, 0], 8, 12),
    )
    upsertLink(editor, { url: 'https://example.com', newTab: true })
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'see the ' },
          {
            type: 'link',
            linkType: 'custom',
            url: 'https://example.com',
            newTab: true,
            children: [{ text: 'docs' }],
          },
          { text: '' },
        ],
      },
    ])
  })

  it('inserts the address as a link when nothing is selected', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: 'Go ' }] }], at([0, 0], 3))
    upsertLink(editor, { url: '/about', newTab: false })
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Go ' },
          {
            type: 'link',
            linkType: 'custom',
            url: '/about',
            newTab: false,
            children: [{ text: '/about' }],
          },
          { text: '' },
        ],
      },
    ])
  })

  it('edits the link the caret is in, and removes it', () => {
    const link = {
      type: 'link',
      linkType: 'custom',
      url: 'https://old.example',
      children: [{ text: 'here' }],
    }
    const editor = editorWith(
      [{ type: 'paragraph', children: [{ text: 'a ' }, link, { text: '' }] }],
      at([0, 1, 0], 2),
    )
    expect(activeLink(editor)?.[0].url).toBe('https://old.example')
    upsertLink(editor, { url: 'https://new.example', newTab: true })
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'a ' },
          { ...link, url: 'https://new.example', newTab: true },
          { text: '' },
        ],
      },
    ])
    removeLink(editor)
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'a here' }] }])
    expect(activeLink(editor)).toBeUndefined()
  })
})
