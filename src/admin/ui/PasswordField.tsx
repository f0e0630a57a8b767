import type { ChangeEvent, ReactNode } from 'react'
import type { ValidationResult } from '../../shared/validation'
import { FieldError } from './FieldError'
import { PasswordInput } from './PasswordInput'

export interface PasswordFieldProps {
  id: string
  name: string
  label: string
  autoComplete: string
  isRequired?: boolean
  result?: ValidationResult
  /** A server message, shown instead of `result`. */
  message?: string
  labelAside?: ReactNode
  /** Controlled use (a new-password field); without it the input is uncontrolled. */
  value?: string
  onChange?: (value: string) => void
  /** Ids of more descriptions (rules, strength) rendered in `children`. */
  describedBy?: string
  /** Rendered below the error. */
  children?: ReactNode
}

/** A labelled password input with its error text, for the sign-in, account and new-password forms. */
export function PasswordField(props: PasswordFieldProps) {
  const isInvalid =
    props.message !== undefined || (props.result !== undefined && props.result !== true)
  const onChange = props.onChange
    ? (event: ChangeEvent<HTMLInputElement>) => props.onChange?.(event.target.value)
    : undefined
  return (
    <div className="field">
      <div className="field__label-row">
        <label className="field__label" htmlFor={props.id}>
          {props.label}
          {props.isRequired && (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {props.labelAside}
      </div>
      <PasswordInput
        id={props.id}
        name={props.name}
        autoComplete={props.autoComplete}
        required={props.isRequired}
        value={props.value}
        onChange={onChange}
        aria-invalid={isInvalid || undefined}
        aria-describedby={[`${props.id}-error`, props.describedBy].filter(Boolean).join(' ')}
      />
      <FieldError id={`${props.id}-error`} result={props.result} message={props.message} />
      {props.children}
    </div>
  )
}
