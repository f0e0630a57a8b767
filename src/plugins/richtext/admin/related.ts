import { Editor, Element, Node, Transforms, type Path } from 'slate'
import type { RelationshipElement, UploadElement } from '../../../shared/rich-text'
import { typeOf } from './element-type'
import './slate-types'

export type RelatedElement = RelationshipElement | UploadElement

/** A relationship or an upload as it is inserted: the document it points to, stored as its id. */
export type RelatedNodeSpec =
  | { type: 'relationship'; relationTo: string; id: string | number }
  | { type: 'upload'; relationTo: string; id: string | number }

function isEmptyParagraph(node: Node | undefined): boolean {
  return (
    Element.isElement(node) &&
    typeOf(node) === 'paragraph' &&
    node.children.every((child) => 'text' in child) &&
    Node.string(node) === ''
  )
}

/**
 * Puts a relationship or upload after the top-level block the selection is in (an empty
 * paragraph makes room for it), with a paragraph after it when it would end the text, so the
 * caret has somewhere to go; the caret goes to the block after it.
 */
export function insertRelated(editor: Editor, spec: RelatedNodeSpec): void {
  const element: RelatedElement = {
    type: spec.type,
    relationTo: spec.relationTo,
    value: { id: spec.id },
    children: [{ text: '' }],
  }
  const current = editor.selection?.anchor.path[0] ?? editor.children.length - 1
  let index = current + 1
  Editor.withoutNormalizing(editor, () => {
    if (isEmptyParagraph(editor.children[current])) {
      Transforms.removeNodes(editor, { at: [current] })
      index = current
    }
    Transforms.insertNodes(editor, element, { at: [index] })
    if (index === editor.children.length - 1)
      Transforms.insertNodes(
        editor,
        { type: 'paragraph', children: [{ text: '' }] },
        { at: [index + 1] },
      )
  })
  Transforms.select(editor, Editor.start(editor, [index + 1]))
}

/** Points a relationship or upload at another document; an upload's extra fields stay with its collection. */
export function swapRelated(editor: Editor, at: Path, spec: RelatedNodeSpec): void {
  const node = Node.get(editor, at) as RelatedElement
  Transforms.setNodes<RelatedElement>(
    editor,
    {
      relationTo: spec.relationTo,
      value: { id: spec.id },
      ...(node.relationTo !== spec.relationTo && { fields: undefined }),
    },
    { at },
  )
}

/** Sets an upload's extra fields (none left: the key goes). */
export function setUploadFields(editor: Editor, at: Path, fields: Record<string, unknown>): void {
  const isEmpty = Object.keys(fields).length === 0
  Transforms.setNodes<UploadElement>(editor, { fields: isEmpty ? undefined : fields }, { at })
}

/** Removes a relationship or upload; a text left without blocks gets an empty paragraph. */
export function removeRelated(editor: Editor, at: Path): void {
  Transforms.removeNodes(editor, { at })
  if (editor.children.length === 0)
    Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] })
}
