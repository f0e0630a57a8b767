import type { InputProps } from '../types'

export function CheckboxInput(props: InputProps) {
  return (
    <label className="checkbox" htmlFor={props.id}>
      <input
        id={props.id}
        type="checkbox"
        checked={props.value === true}
        onChange={(e) => props.onChange(e.target.checked)}
        onBlur={props.onBlur}
        disabled={props.isReadOnly}
        aria-invalid={props.isInvalid || undefined}
        aria-describedby={props.describedBy}
      />
      <span>{props.label}</span>
    </label>
  )
}
