import type { RadioField, SelectField } from '../../../shared/client-config'
import { useLabel } from '../../i18n/label'
import type { CellProps } from '../types'

/** Shows the option's label rather than its stored value. */
export function OptionCell(props: CellProps<SelectField | RadioField>) {
  const label = useLabel()
  const values = Array.isArray(props.value)
    ? props.value
    : props.value === null || props.value === undefined || props.value === ''
      ? []
      : [props.value]
  if (values.length === 0) return <span className="cell-empty">—</span>
  return (
    <span className="pills">
      {values.map((v) => {
        const option = props.field.options?.find((o) => o.value === String(v))
        return (
          <span key={String(v)} className="pill">
            {option ? label(option.label) : String(v)}
          </span>
        )
      })}
    </span>
  )
}
