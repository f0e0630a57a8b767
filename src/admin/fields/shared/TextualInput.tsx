import type { InputProps } from '../types'
import { fromInputString, toInputString } from './text-value'

/** The single-line string input behind the text and email fields. */
export function TextualInput(props: InputProps & { type: 'text' | 'email'; autoComplete?: string }) {
  return (
    <input
      id={props.id}
      type={props.type}
      className="input"
      autoComplete={props.autoComplete}
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
