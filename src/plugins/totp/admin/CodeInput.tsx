import type { Ref } from 'react'
import { FieldError } from '../../../admin/extend/ui'
import { normaliseCode } from './code-text'
import './totp.css'

interface CodeInputProps {
  id: string
  label: string
  value: string
  /** Told the digits only: what is typed or pasted with spaces arrives as six digits. */
  onChange: (code: string) => void
  /** Shown under the input (an entry that is not complete). */
  message?: string
  inputRef?: Ref<HTMLInputElement>
  autoFocus?: boolean
}

/** The one six-digit code input of the sign-in step and the enrollment: the app's code, or the browser's from an SMS. */
export function CodeInput(props: CodeInputProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        ref={props.inputRef}
        className="input totp-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={(event) => props.onChange(normaliseCode(event.target.value))}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={`${props.id}-error`}
      />
      <FieldError id={`${props.id}-error`} message={props.message} />
    </div>
  )
}
