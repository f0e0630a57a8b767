import { Editor, Element, Range, Transforms } from 'slate'
import './slate-types'
import { outdent } from './transforms'

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/**
 * Enter at the end of a heading starts a paragraph, and in an empty list item lifts it one level
 * (out of the list at the top), as in every word processor; elsewhere it splits the block as
 * Slate does.
 */
export function withBreaks<E extends Editor>(editor: E): E {
  const { insertBreak } = editor
  editor.insertBreak = () => {
    const { selection } = editor
    if (selection && Range.isCollapsed(selection)) {
      const [block, path] =
        Editor.above(editor, {
          match: (n) => Element.isElement(n) && Editor.isBlock(editor, n),
        }) ?? []
      if (Element.isElement(block) && path) {
        if (HEADINGS.has(block.type) && Editor.isEnd(editor, selection.anchor, path)) {
          Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] })
          return
        }
        if (block.type === 'li' && Editor.isEmpty(editor, block)) {
          outdent(editor)
          return
        }
      }
    }
    insertBreak()
  }
  return editor
}
