import type { ChangeEvent } from 'react'
import type { InputProps } from '../types'

/** Inputs edit strings; an emptied text field is stored as null, like Payload's own admin does. */
export function toInputString(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}

export function fromInputString(value: string): string | null {
  return value === '' ? null : value
}

/** The wiring every string input shares (input or textarea): value, change, blur, state, aria. */
export function stringInputProps(props: InputProps) {
  return {
    id: props.id,
    value: toInputString(props.value),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(fromInputString(e.target.value)),
    onBlur: props.onBlur,
    readOnly: props.isReadOnly,
    placeholder: props.placeholder,
    'aria-invalid': props.isInvalid || undefined,
    'aria-describedby': props.describedBy,
    'aria-required': props.field.required || undefined,
  }
}
