import { useDeferredValue, useMemo } from 'react'
import type { LayoutNode } from '../../shared/client-config'

/** How many top-level nodes of the main column an editor's first render shows. */
export const FIRST_RENDER_NODES = 3

const NONE: LayoutNode[] = []

/**
 * The layout an editor renders now. Its first render shows only the first nodes of the main
 * column, so the form is painted and accepts typing sooner; React renders the rest right after
 * that paint, in the background (input interrupts it), below what is already shown. The arrays
 * stay the same between renders, so the memoised layout does not render its fields again.
 * `isWhole`: everything is rendered (what comes after the fields may render now, without moving).
 */
export function useStagedLayout(main: LayoutNode[], sidebar: LayoutNode[]) {
  const isWhole = useDeferredValue(true, false)
  const first = useMemo(() => main.slice(0, FIRST_RENDER_NODES), [main])
  return isWhole ? { main, sidebar, isWhole } : { main: first, sidebar: NONE, isWhole }
}
