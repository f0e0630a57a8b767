import { useCallback, useMemo, useState } from 'react'

/**
 * How much taller than `rowHeight` the measured rows are (revealed strings wrap), by row id.
 * A ResizeObserver measures them, so a narrower window wraps them again; without one (jsdom)
 * they count as one line.
 */
export function useMeasuredRows(rowHeight: number) {
  const [extras, setExtras] = useState<ReadonlyMap<string, number>>(() => new Map())
  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) =>
            setExtras((current) => {
              let next: Map<string, number> | undefined
              for (const entry of entries) {
                const id = (entry.target as HTMLElement).dataset.id
                const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height
                const extra = Math.max(Math.round(height) - rowHeight, 0)
                if (id === undefined || current.get(id) === extra) continue
                next ??= new Map(current)
                next.set(id, extra)
              }
              return next ?? current
            }),
          ),
    [rowHeight],
  )
  // A ref callback: the row is measured while it is drawn; what it measured stays.
  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !observer) return
      observer.observe(element)
      return () => observer.unobserve(element)
    },
    [observer],
  )
  const forget = useCallback((id: string) => {
    setExtras((current) => {
      if (!current.has(id)) return current
      const next = new Map(current)
      next.delete(id)
      return next
    })
  }, [])
  return { extras, measure, forget }
}
