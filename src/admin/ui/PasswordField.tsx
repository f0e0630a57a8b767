import type { ReactNode } from 'react'
import type { ValidationResult } from '../../shared/validation'
import { FieldError } from './FieldError'
import { PasswordInput } from './PasswordInput'

/** A labelled password input with its error text, for the sign-in and account forms. */
export function PasswordField(props: { id: string; name: string; label: string; autoComplete: string; isRequired?: boolean; result?: ValidationResult; labelAside?: ReactNode }) {
  const isInvalid = props.result !== undefined && props.result !== true
  return (
    <div className="field">
      <div className="field__label-row">
        <label className="field__label" htmlFor={props.id}>
          {props.label}
          {props.isRequired && (
            <span className="field__required" aria-hidden="true">
              {' '}*
            </span>
          )}
        </label>
        {props.labelAside}
      </div>
      <PasswordInput id={props.id} name={props.name} autoComplete={props.autoComplete} required={props.isRequired} aria-invalid={isInvalid || undefined} aria-describedby={`${props.id}-error`} />
      <FieldError id={`${props.id}-error`} result={props.result} />
    </div>
  )
}
