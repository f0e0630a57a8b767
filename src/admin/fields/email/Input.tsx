import { useLabel } from '../../i18n/label'
import { fromInputString, toInputString } from '../shared/text-value'
import type { InputProps } from '../types'

export function EmailInput(props: InputProps) {
  const label = useLabel()
  return (
    <input
      id={props.id}
      type="email"
      className="input"
      autoComplete="email"
      value={toInputString(props.value)}
      onChange={(e) => props.onChange(fromInputString(e.target.value))}
      onBlur={props.onBlur}
      readOnly={props.isReadOnly}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      aria-required={props.field.required || undefined}
      placeholder={label(props.field.admin.placeholder)}
    />
  )
}
