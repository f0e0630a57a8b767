import type { ValidationResult } from '../../shared/validation'
import { useT } from '../i18n/I18nProvider'

/** The message of a failed rule (or a server message), announced politely; empty when valid. */
export function FieldError(props: { id: string; result?: ValidationResult; message?: string }) {
  const t = useT()
  const text = props.message ?? (props.result && props.result !== true ? t(props.result.key, props.result.vars) : undefined)
  return (
    <p id={props.id} className="field__error" aria-live="polite">
      {text}
    </p>
  )
}
