import type { Row } from './rows'

/** What a key does to the tree (WAI-ARIA tree pattern), from the row that has focus. */
export type TreeCommand =
  | { kind: 'focus'; index: number }
  | { kind: 'expand'; index: number }
  | { kind: 'collapse'; index: number }
  /** Enter or Space: toggles a container, reveals or folds a long string. */
  | { kind: 'activate'; index: number }

/** The command for `key` (`KeyboardEvent.key`), none when the key does nothing there. */
export function commandFor(
  key: string,
  rows: readonly Row[],
  index: number,
  isRtl = false,
): TreeCommand | undefined {
  const row = rows[index]
  if (!row) return undefined
  const canExpand = row.childCount > 0
  switch (mirrored(key, isRtl)) {
    case 'ArrowDown':
      return index + 1 < rows.length ? { kind: 'focus', index: index + 1 } : undefined
    case 'ArrowUp':
      return index > 0 ? { kind: 'focus', index: index - 1 } : undefined
    case 'Home':
      return { kind: 'focus', index: 0 }
    case 'End':
      return { kind: 'focus', index: rows.length - 1 }
    case 'ArrowRight':
      if (!canExpand) return undefined
      return row.isExpanded ? { kind: 'focus', index: index + 1 } : { kind: 'expand', index }
    case 'ArrowLeft':
      if (row.isExpanded) return { kind: 'collapse', index }
      return row.parent >= 0 ? { kind: 'focus', index: row.parent } : undefined
    case 'Enter':
    case ' ':
      return { kind: 'activate', index }
    default:
      return undefined
  }
}

/** In a right-to-left page the tree opens to the left. */
function mirrored(key: string, isRtl: boolean): string {
  if (!isRtl) return key
  if (key === 'ArrowLeft') return 'ArrowRight'
  if (key === 'ArrowRight') return 'ArrowLeft'
  return key
}
