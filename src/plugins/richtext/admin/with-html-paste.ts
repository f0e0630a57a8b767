import { Transforms, type Descendant, type Editor } from 'slate'
import { htmlToNodes } from './html-to-nodes'
import './slate-types'

/**
 * Pasted HTML (a web page, a word processor) keeps its headings, lists, links and marks
 * (`htmlToNodes`). A copy from a Slate editor, or plain text, is pasted as Slate pastes it.
 */
export function withHtmlPaste<E extends Editor>(editor: E): E {
  const { insertData } = editor
  editor.insertData = (data) => {
    const html = data.getData('text/html')
    if (html && !data.types.includes('application/x-slate-fragment')) {
      const nodes = htmlToNodes(html)
      if (nodes.length) {
        Transforms.insertFragment(editor, nodes as Descendant[])
        return
      }
    }
    insertData(data)
  }
  return editor
}
