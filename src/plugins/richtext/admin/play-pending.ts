import type { KeyboardEvent } from 'react'
import { Editor, Node, Text, Transforms } from 'slate'
import type { PendingInput, PendingKey } from './pending-input'
import { handleShortcut } from './shortcuts'
import './slate-types'

/** The pressed point, if the value still has that text (else undefined), with the offset kept in it. */
function pointIn(editor: Editor, pending: PendingInput) {
  const { point } = pending
  if (!point || !Node.has(editor, point.path)) return undefined
  const node = Node.get(editor, point.path)
  if (!Text.isText(node)) return undefined
  return { path: point.path, offset: Math.min(Math.max(point.offset, 0), node.text.length) }
}

/**
 * Gives a new editor what a person did in the text drawn before it arrived: the caret where they
 * pressed (else at the start, as a focused text has it), then their keys in order.
 */
export function playPending(editor: Editor, pending: PendingInput): void {
  const at = pointIn(editor, pending)
  if (at) Transforms.select(editor, at)
  else if (pending.hasFocus || pending.keys.length > 0)
    Transforms.select(editor, Editor.start(editor, []))
  playKeys(editor, pending.keys)
}

/** Keys kept for the editor, played in order where its selection is. */
export function playKeys(editor: Editor, keys: readonly PendingKey[]): void {
  for (const key of keys) {
    const mod = key.ctrlKey || key.metaKey
    if (mod && key.key.toLowerCase() === 'a' && !key.shiftKey) {
      Transforms.select(editor, [])
    } else if (mod) {
      // What a shortcut reads of its event; it has been handled, so nothing is prevented.
      handleShortcut(editor, { ...key, preventDefault: () => {} } as unknown as KeyboardEvent)
    } else if (key.key === 'Enter') {
      if (key.shiftKey) editor.insertSoftBreak()
      else editor.insertBreak()
    } else if (key.key === 'Backspace') {
      editor.deleteBackward('character')
    } else if (key.key === 'Delete') {
      editor.deleteForward('character')
    } else {
      editor.insertText(key.key)
    }
  }
}
