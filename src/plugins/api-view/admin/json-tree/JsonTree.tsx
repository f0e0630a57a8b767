import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { useT } from '../../../../admin/extend/i18n'
import {
  collapseAll,
  DEFAULT_EXPANDED_DEPTH,
  expandAll,
  expandedTo,
  withExpanded,
} from './expansion'
import { isFolded } from './fold'
import { commandFor, type TreeCommand } from './keyboard'
import { RowLayout, type TallRow } from './layout'
import { flattenRows, indexOfRow, type Row } from './rows'
import { TreeRow } from './TreeRow'
import { rowHeightInPixels } from './row-height'
import { useMeasuredRows } from './use-measured-rows'
import { useVisibleRange } from './use-visible-range'
import './json-tree.css'

/** Up to this many rows are all drawn (the browser's find sees them); above, only those in view. */
export const WINDOWED_ABOVE = 200

export interface JsonTreeProps {
  /** The parsed JSON. Keep its identity while it is the same document: the rows derive from it. */
  value: unknown
  /** The tree's accessible name. */
  label: string
  /** Containers at this level and above start open; 1 (the default): the top-level entries. */
  defaultExpandedDepth?: number
}

/**
 * A JSON value as a collapsible tree (WAI-ARIA tree pattern: one tab stop, arrow keys, Home,
 * End, Enter and Space). The visible rows are a flat list of equal height, so a large document
 * draws only the rows in view.
 */
export function JsonTree({
  value,
  label,
  defaultExpandedDepth = DEFAULT_EXPANDED_DEPTH,
}: JsonTreeProps) {
  const t = useT()
  const treeId = useId()
  const treeRef = useRef<HTMLDivElement>(null)
  const [expansion, setExpansion] = useState(() => expandedTo(defaultExpandedDepth))
  const [active, setActive] = useState({ id: '', index: 0 })
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set())
  const rowHeight = rowHeightInPixels()
  const { extras, measure, forget } = useMeasuredRows(rowHeight)
  const rows = useMemo(() => flattenRows(value, expansion), [value, expansion])
  const hasContainers = useMemo(() => rows.some((row) => row.childCount > 0), [rows])
  const layout = useMemo(
    () => new RowLayout(rows.length, rowHeight, tallRows(rows, revealed, extras)),
    [rows, rowHeight, revealed, extras],
  )
  const range = useVisibleRange(treeRef, layout, rows.length > WINDOWED_ABOVE)
  // A row hidden by collapsing hands the tab stop to its nearest shown ancestor.
  const activeIndex = indexOfRow(rows, active.id, active.index)

  const shouldFocus = useRef(false)
  useLayoutEffect(() => {
    if (!shouldFocus.current) return
    shouldFocus.current = false
    const row = treeRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')
    row?.focus({ preventScroll: true })
    // jsdom has no scrollIntoView
    row?.scrollIntoView?.({ block: 'nearest' })
  })

  const focusRow = (index: number) => {
    const row = rows[index]
    if (!row) return
    shouldFocus.current = true
    setActive({ id: row.id, index })
  }
  const setOpen = (row: Row, open: boolean) =>
    setExpansion((current) => withExpanded(current, row.id, row.level, open))
  const toggleRevealed = (id: string) => {
    setRevealed((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
    forget(id)
  }
  const activate = (row: Row) => {
    if (row.childCount > 0) setOpen(row, !row.isExpanded)
    else if (typeof row.value === 'string' && isFolded(row.value)) toggleRevealed(row.id)
  }
  const run = (command: TreeCommand) => {
    const row = rows[command.index]
    if (!row) return
    switch (command.kind) {
      case 'focus':
        return focusRow(command.index)
      case 'expand':
        return setOpen(row, true)
      case 'collapse':
        return setOpen(row, false)
      case 'activate':
        return activate(row)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    if (
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      target.getAttribute('role') !== 'treeitem'
    )
      return
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const command = commandFor(event.key, rows, Number(target.dataset.index), isRtl)
    if (!command) return
    event.preventDefault()
    run(command)
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const item = target.closest<HTMLElement>('[role="treeitem"]')
    const index = Number(item?.dataset.index)
    const row = rows[index]
    if (!row) return
    focusRow(index)
    if (target.closest('[data-reveal]')) toggleRevealed(row.id)
    // Selecting a key or value with the mouse does not toggle its container.
    else if (row.childCount > 0 && !window.getSelection()?.toString()) setOpen(row, !row.isExpanded)
  }

  const start = Math.min(range.start, rows.length)
  const end = Math.min(range.end, rows.length)
  const shown = Array.from({ length: end - start }, (_, i) => start + i)
  // The tab stop is always drawn, so focus stays in the tree while it is scrolled away.
  if (activeIndex < start) shown.unshift(activeIndex)
  else if (activeIndex >= end) shown.push(activeIndex)

  return (
    <div className="json-tree">
      {hasContainers && (
        <div className="json-tree__toolbar">
          <button
            type="button"
            className="button button--secondary json-tree__tool"
            aria-controls={treeId}
            onClick={() => setExpansion(expandAll())}
          >
            {t('api-view:expandAll')}
          </button>
          <button
            type="button"
            className="button button--secondary json-tree__tool"
            aria-controls={treeId}
            onClick={() => setExpansion(collapseAll())}
          >
            {t('api-view:collapseAll')}
          </button>
        </div>
      )}
      <div className="json-tree__frame">
        <div
          ref={treeRef}
          id={treeId}
          role="tree"
          aria-label={label}
          // JSON reads left to right in every language (docs/behaviour.md §8).
          dir="ltr"
          className="json-tree__tree"
          style={{ blockSize: layout.total, '--json-tree-row': `${rowHeight}px` } as CSSProperties}
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          {shown.map((index) => {
            const row = rows[index]!
            return (
              <TreeRow
                key={row.id}
                row={row}
                index={index}
                top={layout.top(index)}
                isActive={index === activeIndex}
                isRevealed={revealed.has(row.id)}
                measure={measure}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}

/** The revealed rows that are shown, with how much taller than a row they measured. */
function tallRows(
  rows: readonly Row[],
  revealed: ReadonlySet<string>,
  extras: ReadonlyMap<string, number>,
): TallRow[] {
  const tall: TallRow[] = []
  if (revealed.size === 0 || extras.size === 0) return tall
  rows.forEach((row, index) => {
    const extra = revealed.has(row.id) ? extras.get(row.id) : undefined
    if (extra) tall.push({ index, extra })
  })
  return tall
}
