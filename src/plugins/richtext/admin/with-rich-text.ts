import type { Editor } from 'slate'
import { isInlineType, isVoidType } from '../../../shared/rich-text'
import './slate-types'

/** Teaches an editor the rich-text model: links are inline, relationships and uploads are voids. */
export function withRichText<E extends Editor>(editor: E): E {
  const { isInline, isVoid } = editor
  editor.isInline = (element) => isInlineType(element.type) || isInline(element)
  editor.isVoid = (element) => isVoidType(element.type) || isVoid(element)
  return editor
}
