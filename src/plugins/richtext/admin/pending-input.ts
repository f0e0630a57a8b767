import type { KeyboardEvent } from 'react'

/** A key pressed in the text before the editor's code had arrived, kept to be played into it. */
export interface PendingKey {
  key: string
  shiftKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}

/** Where the text was pressed: the path of a text node in the value, and the offset in it. */
export interface PendingPoint {
  path: number[]
  offset: number
}

/** What a person did in the text drawn before the editor arrived (RichTextPreview). */
export interface PendingInput {
  point?: PendingPoint
  keys: PendingKey[]
  /** The text had the focus: the editor takes it. */
  hasFocus: boolean
  /** The editor's download failed: keys are not kept until a press asks for it again. */
  isRefused?: boolean
}

const EDITING_KEYS = new Set(['Enter', 'Backspace', 'Delete'])
/** Select all, the marks, undo and redo: the editor's shortcuts (shortcuts.ts), with Mod. */
const SHORTCUT_KEYS = new Set(['a', 'b', 'i', 'u', 'e', 'z', 'y'])

/**
 * Whether a key in the drawn text is kept for the editor: a character, Enter, Backspace, Delete,
 * and the editor's shortcuts. Tab, the arrows, copy and the rest keep their own meaning.
 */
export function keepsKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  const mod = event.ctrlKey || event.metaKey
  if (!mod) return event.key.length === 1 || EDITING_KEYS.has(event.key)
  const key = event.key.toLowerCase()
  // Mod+Shift+X is strikethrough; Mod+X alone cuts.
  return !event.altKey && (SHORTCUT_KEYS.has(key) || (key === 'x' && event.shiftKey))
}

export function pendingKey(event: PendingKey): PendingKey {
  const { key, shiftKey, ctrlKey, metaKey, altKey } = event
  return { key, shiftKey, ctrlKey, metaKey, altKey }
}

/** The attribute naming a drawn text node's path in the value, as `0.2.1`. */
export const TEXT_PATH_ATTRIBUTE = 'data-folio-text-path'

/** The point in the value under the pointer, from the drawn text's marked text nodes. */
export function pointAt(x: number, y: number): PendingPoint | undefined {
  const found = caretAt(x, y)
  if (!found) return undefined
  const start = found.node instanceof Element ? found.node : found.node.parentElement
  const text = start?.closest(`[${TEXT_PATH_ATTRIBUTE}]`)
  const path = text?.getAttribute(TEXT_PATH_ATTRIBUTE)
  if (path === null || path === undefined) return undefined
  // The zero-width character of an empty text is no character of the value.
  const offset =
    found.node.nodeType === Node.TEXT_NODE && found.node.textContent === '\uFEFF' ? 0 : found.offset
  return { path: path.split('.').map(Number), offset }
}

function caretAt(x: number, y: number): { node: globalThis.Node; offset: number } | undefined {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y)
    return position ? { node: position.offsetNode, offset: position.offset } : undefined
  }
  const range = document.caretRangeFromPoint?.(x, y)
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined
}
