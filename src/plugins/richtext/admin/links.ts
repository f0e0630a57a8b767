import { Editor, Element, Range, Transforms, type NodeEntry } from 'slate'
import type { LinkElement } from '../../../shared/rich-text'
import './slate-types'

function isLink(node: unknown): node is LinkElement {
  return Element.isElement(node) && node.type === 'link'
}

/** The link the selection is in, if any. */
export function activeLink(editor: Editor): NodeEntry<LinkElement> | undefined {
  return Editor.above(editor, { match: isLink })
}

export interface CustomLink {
  url: string
  newTab: boolean
}

/**
 * Edits the link the selection is in, or makes the selected text a link; with nothing selected,
 * inserts the address itself as a link. The server judges the address (it refuses bad schemes).
 */
export function upsertLink(editor: Editor, link: CustomLink): void {
  const fields = { linkType: 'custom', url: link.url, newTab: link.newTab } as const
  const current = activeLink(editor)
  if (current) {
    Transforms.setNodes(editor, fields, { at: current[1] })
    return
  }
  if (!editor.selection) return
  if (Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { type: 'link', ...fields, children: [{ text: link.url }] })
    return
  }
  Transforms.wrapNodes(editor, { type: 'link', ...fields, children: [] }, { split: true })
  Transforms.collapse(editor, { edge: 'end' })
}

/** Turns the link the selection is in back into plain text. */
export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isLink })
}
