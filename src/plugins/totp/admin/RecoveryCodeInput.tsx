import type { Ref } from 'react'
import { FieldError } from '../../../admin/extend/ui'

interface RecoveryCodeInputProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  message?: string
  inputRef?: Ref<HTMLInputElement>
}

/** One of the ten recovery codes, typed or pasted; sent with the button only. */
export function RecoveryCodeInput(props: RecoveryCodeInputProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        ref={props.inputRef}
        className="input"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={`${props.id}-error`}
      />
      <FieldError id={`${props.id}-error`} message={props.message} />
    </div>
  )
}
