/** Command on Apple devices, Control elsewhere (as the rich-text editor's shortcuts). */
export const IS_APPLE =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The shortcut as shown on the button. */
export const SHORTCUT_LABEL = IS_APPLE ? '⌘K' : 'Ctrl K'

/** The shortcut as `aria-keyshortcuts` names it. */
export const ARIA_SHORTCUT = IS_APPLE ? 'Meta+K' : 'Control+K'

/**
 * Whether a key press is the palette's shortcut: Ctrl+K or Cmd+K, nothing else held, and not
 * already handled by what has the focus (an editor with a Ctrl+K of its own keeps it).
 */
export function isPaletteShortcut(
  event: Pick<
    KeyboardEvent,
    'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'defaultPrevented' | 'isComposing'
  >,
): boolean {
  return (
    !event.defaultPrevented &&
    !event.isComposing &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  )
}
