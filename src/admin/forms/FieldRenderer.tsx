import type { ClientField } from '../../shared/client-config'
import { fieldRegistry } from '../fields/registry'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import type { FormStore } from './form-store'
import { useField } from './use-field'

/** One form-connected field: label, the registry's input, description and error. */
export function FieldRenderer(props: { store: FormStore; field: ClientField; isReadOnly: boolean; idPrefix: string; fallbackValue?: unknown }) {
  const { store, field } = props
  const t = useT()
  const label = useLabel()
  const { value, error } = useField(store, field.name)
  const kit = fieldRegistry[field.type]
  const id = `${props.idPrefix}-${field.name}`
  const text = label(field.label, field.name)
  const isReadOnly = props.isReadOnly || field.admin.readOnly === true
  const description = label(field.admin.description)
  const fallback = field.localized && props.fallbackValue !== undefined && props.fallbackValue !== null && props.fallbackValue !== '' ? String(props.fallbackValue) : undefined
  const placeholder = fallback ?? (label(field.admin.placeholder) || undefined)
  const errorText = error ? ('message' in error ? error.message : t(error.key, error.vars)) : undefined
  const describedBy = [description ? `${id}-description` : '', `${id}-error`].filter(Boolean).join(' ')

  const onChange = (next: unknown) => {
    store.setValue(field.name, next)
    if (store.isTouched(field.name) || store.getError(field.name)) {
      const result = kit.validate(next, field, text)
      store.setError(field.name, result === true ? undefined : result)
    }
  }
  const onBlur = () => {
    store.touch(field.name)
    const result = kit.validate(store.getValue(field.name), field, text)
    store.setError(field.name, result === true ? undefined : result)
  }

  const input = (
    <kit.Input id={id} field={field} value={value} onChange={onChange} onBlur={onBlur} isReadOnly={isReadOnly} isInvalid={Boolean(error)} describedBy={describedBy} label={text} placeholder={placeholder} />
  )
  const requiredMark = field.required ? (
    <span className="field__required" title={t('folio:required')}>
      *
    </span>
  ) : null
  const style = field.admin.width ? { flexBasis: field.admin.width } : undefined

  return (
    <div className={error ? 'field field--invalid' : 'field'} style={style} data-field={field.name}>
      {kit.labelling === 'fieldset' ? (
        <fieldset className="field__fieldset" aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined}>
          <legend className="field__label">
            {text} {requiredMark}
          </legend>
          {input}
        </fieldset>
      ) : (
        <>
          {kit.labelling === 'label' && (
            <label className="field__label" htmlFor={id} id={`${id}-label`}>
              {text} {requiredMark}
            </label>
          )}
          {input}
        </>
      )}
      {description && (
        <p id={`${id}-description`} className="field__description">
          {description}
        </p>
      )}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {errorText}
      </p>
    </div>
  )
}
