import type { InputHTMLAttributes } from 'react'
import type { ValidationResult } from '../../shared/validation'
import { FieldError } from './FieldError'

export interface EmailFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'aria-invalid' | 'aria-describedby'
> {
  id: string
  label: string
  /** Marks the label and requires a value. */
  isRequired?: boolean
  /** The form's check of the address, shown under the input (the form is `noValidate`). */
  result?: ValidationResult
  /** A server message, shown instead of `result`. */
  message?: string
}

/** A labelled email input with its error text, described by it, for the signed-out and invite forms. */
export function EmailField(props: EmailFieldProps) {
  const { label, isRequired, result, message, ...input } = props
  const isInvalid = message !== undefined || (result !== undefined && result !== true)
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {label}
        {isRequired && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        {...input}
        type="email"
        className="input"
        required={isRequired || input.required}
        aria-invalid={isInvalid || undefined}
        aria-describedby={`${props.id}-error`}
      />
      <FieldError id={`${props.id}-error`} result={result} message={message} />
    </div>
  )
}
