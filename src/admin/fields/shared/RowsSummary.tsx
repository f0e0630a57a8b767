import { useT } from '../../i18n/I18nProvider'
import type { CellProps, InputProps } from '../types'

function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0
}

/** Arrays and blocks in a list cell: how many rows, and for blocks which kinds. */
export function RowsCell(props: CellProps) {
  const t = useT()
  const n = count(props.value)
  if (n === 0) return <span className="cell-empty">—</span>
  return <span>{`${n} ${t(n === 1 ? 'general:row' : 'general:rows')}`}</span>
}

/** Outside a form (a filter value, a read-only summary), rows are only counted; the form renders them itself. */
export function RowsSummaryInput(props: InputProps) {
  return (
    <output
      id={props.id}
      className="input input--static"
      aria-describedby={props.describedBy || undefined}
    >
      <RowsCell field={props.field} value={props.value} />
    </output>
  )
}
