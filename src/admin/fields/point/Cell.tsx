import type { CellProps } from '../types'

export function PointCell(props: CellProps) {
  if (!Array.isArray(props.value) || props.value.length < 2)
    return <span className="cell-empty">—</span>
  return (
    <span className="cell-number">{`${String(props.value[0])}, ${String(props.value[1])}`}</span>
  )
}
