import { useLayoutEffect, useState, type RefObject } from 'react'
import type { Range, RowLayout } from './layout'

/** Rows drawn beyond each edge of the viewport, so a short scroll shows no gap. */
export const OVERSCAN = 10

/**
 * The rows of `layout` that the viewport shows, plus the overscan: all of them unless
 * `isWindowed`. The page (or any scrolling box around the tree) scrolls, not the tree, so the
 * range follows every scroll event and resize; it changes, and the tree draws again, only when
 * another row comes into view.
 */
export function useVisibleRange(
  treeRef: RefObject<HTMLElement | null>,
  layout: RowLayout,
  isWindowed: boolean,
): Range {
  const [range, setRange] = useState(() => layout.rangeFor(0, window.innerHeight, OVERSCAN))
  useLayoutEffect(() => {
    if (!isWindowed) return
    const update = () => {
      const tree = treeRef.current
      if (!tree) return
      const top = tree.getBoundingClientRect().top
      const next = layout.rangeFor(-top, window.innerHeight - top, OVERSCAN)
      setRange((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      )
    }
    update()
    const options = { capture: true, passive: true }
    window.addEventListener('scroll', update, options)
    window.addEventListener('resize', update, options)
    return () => {
      window.removeEventListener('scroll', update, options)
      window.removeEventListener('resize', update, options)
    }
  }, [treeRef, layout, isWindowed])
  return isWindowed ? range : { start: 0, end: layout.count }
}
