import type { Editor } from 'slate'
import type { KeyboardEvent } from 'react'
import type { Mark } from '../../../shared/rich-text'
import { indent, isInListItem, outdent, toggleMark } from './transforms'

const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

interface Shortcut {
  key: string
  shift?: boolean
}

const MARK_SHORTCUTS: [Shortcut, Mark][] = [
  [{ key: 'b' }, 'bold'],
  [{ key: 'i' }, 'italic'],
  [{ key: 'u' }, 'underline'],
  [{ key: 'x', shift: true }, 'strikethrough'],
  [{ key: 'e' }, 'code'],
]

/** Mod is Command on Apple devices and Control elsewhere. */
function isMod(event: KeyboardEvent, shortcut: Shortcut): boolean {
  const mod = IS_APPLE ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  return (
    mod &&
    !event.altKey &&
    event.shiftKey === Boolean(shortcut.shift) &&
    event.key.toLowerCase() === shortcut.key
  )
}

/**
 * The editor's keyboard shortcuts: marks, undo and redo, and Tab in a list item (elsewhere Tab
 * leaves the editor, as keyboard users expect). Returns whether the key was handled.
 */
export function handleShortcut(editor: Editor, event: KeyboardEvent): boolean {
  const mark = MARK_SHORTCUTS.find(([shortcut]) => isMod(event, shortcut))?.[1]
  if (mark) {
    toggleMark(editor, mark)
  } else if (isMod(event, { key: 'z' })) {
    editor.undo()
  } else if (isMod(event, { key: 'z', shift: true }) || isMod(event, { key: 'y' })) {
    editor.redo()
  } else if (
    event.key === 'Tab' &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    isInListItem(editor)
  ) {
    if (event.shiftKey) outdent(editor)
    else indent(editor)
  } else {
    return false
  }
  event.preventDefault()
  return true
}
