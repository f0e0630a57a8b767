import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { checkPassword, type PasswordPolicy } from '../../../shared/password-policy'
import type { ValidationResult } from '../../../shared/validation'
import { useStringPack } from '../../i18n/I18nProvider'
import { PasswordField } from '../../ui/PasswordField'
import { PasswordRules } from './PasswordRules'
import { StrengthMeter } from './StrengthMeter'
import { passwordStringPack } from './strings/pack'
import { usePasswordEstimator } from './use-password-estimator'
import '../../styles/password.css'

export interface NewPasswordFieldProps {
  id: string
  name: string
  label: string
  /** Absent when the server enforces no policy: then only the meter shows. */
  policy: PasswordPolicy | undefined
  isRequired?: boolean
  result?: ValidationResult
  message?: string
  /** Words the password should not be made of (the email, the name). */
  userInputs?: string[]
  onChange?: (value: string) => void
}

/**
 * A field that sets a password (first user, reset, invitation, change): the live rules list and
 * the strength meter under the input. Their strings, zxcvbn and its dictionaries load when it is
 * first shown.
 */
export function NewPasswordField(props: NewPasswordFieldProps) {
  const hasStrings = useStringPack(passwordStringPack)
  const [value, setValue] = useState('')
  // On a screen the server drew, what was typed before the page's code ran is in the input but
  // not in the state: the rules and the meter start from it.
  const onChange = props.onChange
  useEffect(() => {
    const typed = (document.getElementById(props.id) as HTMLInputElement | null)?.value
    if (!typed) return
    setValue(typed)
    onChange?.(typed)
    // once, at the first render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const estimator = usePasswordEstimator()
  const typed = useDeferredValue(value)
  const inputsKey = (props.userInputs ?? []).join('\n')
  const estimate = useMemo(
    () =>
      estimator && typed ? estimator(typed, inputsKey ? inputsKey.split('\n') : []) : undefined,
    [estimator, typed, inputsKey],
  )
  const rulesId = `${props.id}-rules`
  const strengthId = `${props.id}-strength`
  return (
    <PasswordField
      id={props.id}
      name={props.name}
      label={props.label}
      autoComplete="new-password"
      isRequired={props.isRequired}
      result={props.result}
      message={props.message}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange?.(next)
      }}
      describedBy={hasStrings && props.policy ? rulesId : undefined}
    >
      {hasStrings && props.policy && (
        <PasswordRules
          id={rulesId}
          policy={props.policy}
          rules={checkPassword(value, props.policy)}
          score={estimate?.score}
        />
      )}
      {hasStrings && <StrengthMeter id={strengthId} password={value} estimate={estimate} />}
    </PasswordField>
  )
}
