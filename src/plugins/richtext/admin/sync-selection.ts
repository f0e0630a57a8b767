import { Transforms, type Editor } from 'slate'
import { ReactEditor } from 'slate-react'
import './slate-types'

/**
 * Slate reads the browser's selection a moment after it moves; a shortcut or a toolbar button
 * used right after a selection change (Shift+End or Mod+A, then Mod+B or Link) must act on the
 * new one. A selection outside this editor is left alone.
 */
export function syncSelection(editor: Editor): void {
  const selection = window.getSelection()
  if (!selection || selection.rangeCount === 0) return
  const range = ReactEditor.toSlateRange(editor, selection, {
    exactMatch: false,
    suppressThrow: true,
  })
  if (range) Transforms.select(editor, range)
}
