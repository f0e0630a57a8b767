import type { InputProps } from '../types'
import { dateInputKind, fromDateInputValue, toDateInputValue } from './date-value'

export function DateInput(props: InputProps) {
  const kind = dateInputKind(props.field.admin.pickerAppearance)
  return (
    <input
      id={props.id}
      type={kind}
      className="input input--date"
      value={toDateInputValue(props.value, kind)}
      onChange={(e) => props.onChange(fromDateInputValue(e.target.value, kind))}
      onBlur={props.onBlur}
      readOnly={props.isReadOnly}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      aria-required={props.field.required || undefined}
    />
  )
}
