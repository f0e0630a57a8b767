import { useT } from '../i18n/I18nProvider'
import { validationText, withComputedKeys } from '../i18n/translate'
import type { FieldErrorState } from './form-store'

/** Below a field: its description and its error (announced politely), with the ids its input points to. */
export function FieldHelp(props: { id: string; description?: string; error?: FieldErrorState }) {
  const t = useT()
  const { error } = props
  return (
    <>
      {props.description && (
        <p id={`${props.id}-description`} className="field__description">
          {props.description}
        </p>
      )}
      <p id={`${props.id}-error`} className="field__error" aria-live="polite">
        {error
          ? 'message' in error
            ? error.message
            : validationText(withComputedKeys(t), error)
          : undefined}
      </p>
    </>
  )
}
