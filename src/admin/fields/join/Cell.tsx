import type { CellProps } from '../types'

/** How many documents a join's value (`{ docs, hasNextPage, totalDocs? }`) says there are. */
export function joinCount(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { docs, totalDocs, hasNextPage } = value as {
    docs?: unknown
    totalDocs?: unknown
    hasNextPage?: unknown
  }
  if (typeof totalDocs === 'number') return String(totalDocs)
  if (!Array.isArray(docs)) return undefined
  return hasNextPage === true ? `${docs.length}+` : String(docs.length)
}

/** A join in a list: the count when the API sent one, else a dash. */
export function JoinCell(props: CellProps) {
  const count = joinCount(props.value)
  if (count === undefined) return <span className="cell-empty">—</span>
  return <span className="cell-number">{count}</span>
}
