import { useLabel } from '../../i18n/label'
import type { CellProps } from '../types'

/** Shows the option's label rather than its stored value. */
export function OptionCell(props: CellProps) {
  const label = useLabel()
  if (props.value === null || props.value === undefined || props.value === '') return <span className="cell-empty">—</span>
  const option = props.field.options?.find((o) => o.value === String(props.value))
  return <span className="pill">{option ? label(option.label) : String(props.value)}</span>
}
