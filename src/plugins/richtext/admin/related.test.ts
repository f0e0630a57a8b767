import { createEditor, type Descendant, type Editor } from 'slate'
import { withHistory } from 'slate-history'
import { describe, expect, it } from 'vitest'
import { insertRelated, removeRelated, setUploadFields, swapRelated } from './related'
import { withRichText } from './with-rich-text'

function editorWith(value: unknown[], path?: number[]): Editor {
  const editor = withRichText(withHistory(createEditor()))
  editor.children = value as Descendant[]
  if (path) editor.selection = { anchor: { path, offset: 0 }, focus: { path, offset: 0 } }
  return editor
}

const p = (text: string) => ({ type: 'paragraph', children: [{ text }] })
const upload = (id: number, extra: Record<string, unknown> = {}) => ({
  type: 'upload',
  relationTo: 'media',
  value: { id },
  ...extra,
  children: [{ text: '' }],
})

describe('related documents in rich text', () => {
  it('inserts after the block with the caret, and adds a paragraph when it ends the text', () => {
    const editor = editorWith([p('one'), p('two')], [0, 0])
    insertRelated(editor, { type: 'relationship', relationTo: 'posts', id: 4 })
    expect(editor.children).toEqual([
      p('one'),
      { type: 'relationship', relationTo: 'posts', value: { id: 4 }, children: [{ text: '' }] },
      p('two'),
    ])
    expect(editor.selection?.anchor.path).toEqual([2, 0])

    editor.selection = { anchor: { path: [2, 0], offset: 3 }, focus: { path: [2, 0], offset: 3 } }
    insertRelated(editor, { type: 'upload', relationTo: 'media', id: 9 })
    expect(editor.children.slice(3)).toEqual([upload(9), p('')])
    expect(editor.selection?.anchor.path).toEqual([4, 0])
  })

  it('takes the place of an empty paragraph', () => {
    const editor = editorWith([p('a'), p(''), p('b')], [1, 0])
    insertRelated(editor, { type: 'upload', relationTo: 'media', id: 1 })
    expect(editor.children).toEqual([p('a'), upload(1), p('b')])
  })

  it('swaps the document, keeps extra fields within the collection, and removes', () => {
    const editor = editorWith([upload(1, { fields: { caption: 'Hi' } }), p('')])
    swapRelated(editor, [0], { type: 'upload', relationTo: 'media', id: 2 })
    expect(editor.children[0]).toEqual(upload(2, { fields: { caption: 'Hi' } }))
    swapRelated(editor, [0], { type: 'upload', relationTo: 'files', id: 3 })
    expect(editor.children[0]).toEqual({ ...upload(3), relationTo: 'files' })
    setUploadFields(editor, [0], { caption: 'New' })
    expect(editor.children[0]).toMatchObject({ fields: { caption: 'New' } })
    setUploadFields(editor, [0], {})
    expect(editor.children[0]).not.toHaveProperty('fields')
    removeRelated(editor, [0])
    removeRelated(editor, [0])
    expect(editor.children).toEqual([p('')])
  })
})
