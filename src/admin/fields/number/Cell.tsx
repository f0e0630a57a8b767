import type { CellProps } from '../types'

export function NumberCell(props: CellProps) {
  const values = (Array.isArray(props.value) ? props.value : [props.value]).filter(
    (v): v is number => typeof v === 'number',
  )
  if (values.length === 0) return <span className="cell-empty">—</span>
  const format = new Intl.NumberFormat('en-US')
  return <span className="cell-number">{values.map((v) => format.format(v)).join(', ')}</span>
}
