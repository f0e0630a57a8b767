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
    upsertLink(editor, { linkType: 'custom', url: 'https://example.com', newTab: true })
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
    upsertLink(editor, { linkType: 'custom', url: '/about', newTab: false })
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
    upsertLink(editor, { linkType: 'custom', url: 'https://new.example', newTab: true })
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

  it('makes an internal link with its document and extra fields, and turns it back into a custom one', () => {
    const editor = editorWith(
      [{ type: 'paragraph', children: [{ text: 'read more', bold: true }] }],
      at([0, 0], 5, 9),
    )
    upsertLink(editor, {
      linkType: 'internal',
      doc: { relationTo: 'posts', value: { id: 7 } },
      newTab: false,
      fields: { rel: ['nofollow'] },
    })
    const link = (editor.children[0] as { children: unknown[] }).children[1]
    expect(link).toEqual({
      type: 'link',
      linkType: 'internal',
      doc: { relationTo: 'posts', value: { id: 7 } },
      newTab: false,
      fields: { rel: ['nofollow'] },
      children: [{ text: 'more', bold: true }],
    })
    editor.selection = at([0, 1, 0], 1)
    upsertLink(editor, { linkType: 'custom', url: '/more', newTab: true, text: 'all of it' })
    expect((editor.children[0] as { children: unknown[] }).children[1]).toEqual({
      type: 'link',
      linkType: 'custom',
      url: '/more',
      newTab: true,
      children: [{ text: 'all of it', bold: true }],
    })
    expect(editor.selection).toEqual(at([0, 1, 0], 9))
  })

  it('inserts a new link with the text given, and nothing without text or address', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: 'Go ' }] }], at([0, 0], 3))
    upsertLink(editor, { linkType: 'internal', newTab: false })
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'Go ' }] }])
    upsertLink(editor, {
      linkType: 'internal',
      doc: { relationTo: 'pages', value: { id: 'a1' } },
      newTab: false,
      text: 'About us',
    })
    expect((editor.children[0] as { children: unknown[] }).children[1]).toMatchObject({
      linkType: 'internal',
      children: [{ text: 'About us' }],
    })
  })
})
