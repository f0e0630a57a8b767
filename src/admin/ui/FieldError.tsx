import type { ValidationResult } from '../../shared/validation'
import { useT } from '../i18n/I18nProvider'
import { validationText, withComputedKeys } from '../i18n/translate'

/** The message of a failed rule (or a server message), announced politely; empty when valid. */
export function FieldError(props: { id: string; result?: ValidationResult; message?: string }) {
  const t = useT()
  const text =
    props.message ??
    (props.result && props.result !== true
      ? validationText(withComputedKeys(t), props.result)
      : undefined)
  return (
    <p id={props.id} className="field__error" aria-live="polite">
      {text}
    </p>
  )
}
