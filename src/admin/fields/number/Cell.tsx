import type { CellProps } from '../types'

export function NumberCell(props: CellProps) {
  if (typeof props.value !== 'number') return <span className="cell-empty">—</span>
  return <span className="cell-number">{new Intl.NumberFormat('en-US').format(props.value)}</span>
}
