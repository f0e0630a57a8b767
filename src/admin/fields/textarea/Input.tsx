import { fromInputString, toInputString } from '../shared/text-value'
import type { InputProps } from '../types'

export function TextareaInput(props: InputProps) {
  return (
    <textarea
      id={props.id}
      className="input textarea"
      rows={props.field.admin.rows ?? 4}
      value={toInputString(props.value)}
      onChange={(e) => props.onChange(fromInputString(e.target.value))}
      onBlur={props.onBlur}
      readOnly={props.isReadOnly}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      aria-required={props.field.required || undefined}
      placeholder={props.placeholder}
    />
  )
}
