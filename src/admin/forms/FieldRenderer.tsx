import type { ClientField } from '../../shared/client-config'
import { Suspense } from 'react'
import { pluginFieldKit } from '../host/field-kits'
import { WithPluginStrings } from '../host/strings'
import { kitOf } from '../fields/registry'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import type { FormStore } from './form-store'
import { FieldHelp } from './FieldHelp'
import { FieldLabel } from './FieldLabel'
import { useField } from './use-field'

export interface FieldRendererProps {
  store: FormStore
  field: ClientField
  /** Where the value lives in the store; the field's own name unless it sits in a row (`links.2.url`). */
  path?: string
  isReadOnly: boolean
  idPrefix: string
  fallbackValue?: unknown
}

/** One form-connected field: label, the registry's input, description and error. */
export function FieldRenderer(props: FieldRendererProps) {
  const { store, field } = props
  const path = props.path ?? field.name
  const t = useT()
  const label = useLabel()
  const { value, error } = useField(store, path)
  const kit = kitOf(field)
  const id = `${props.idPrefix}-${path}`
  const text = label(field.label, field.name.split('.').pop())
  const isReadOnly = props.isReadOnly || field.admin.readOnly === true
  const description = label(field.admin.description)
  const fallback =
    field.localized &&
    props.fallbackValue !== undefined &&
    props.fallbackValue !== null &&
    props.fallbackValue !== ''
      ? String(props.fallbackValue)
      : undefined
  const placeholder = fallback ?? (label(field.admin.placeholder) || undefined)
  const describedBy = [description ? `${id}-description` : '', `${id}-error`]
    .filter(Boolean)
    .join(' ')

  const onChange = (next: unknown) => {
    store.setValue(path, next)
    if (store.isTouched(path) || store.getError(path)) {
      const result = kit.validate(next, field, text)
      store.setError(path, result === true ? undefined : result)
    }
  }
  const onBlur = () => {
    store.touch(path)
    const result = kit.validate(store.getValue(path), field, text)
    store.setError(path, result === true ? undefined : result)
  }

  const inputProps = {
    id,
    field,
    value,
    onChange,
    onBlur,
    isReadOnly,
    isInvalid: Boolean(error),
    describedBy,
    label: text,
    labelId: kit.labelling === 'label' ? `${id}-label` : undefined,
    placeholder,
  }
  const pluginKit = pluginFieldKit(field.kit)
  // Until a plugin's input and strings have downloaded, the type's own stands in (same value, no jump in layout).
  const input = pluginKit ? (
    <WithPluginStrings plugin={pluginKit.plugin} fallback={<kit.Input {...inputProps} />}>
      <Suspense fallback={<kit.Input {...inputProps} />}>
        <pluginKit.Input {...inputProps} />
      </Suspense>
    </WithPluginStrings>
  ) : (
    <kit.Input {...inputProps} />
  )
  const requiredMark = field.required ? (
    <span className="field__required" title={t('folio:required')}>
      *
    </span>
  ) : null
  const style = field.admin.width ? { flexBasis: field.admin.width } : undefined

  return (
    <div className={error ? 'field field--invalid' : 'field'} style={style} data-field={path}>
      {kit.labelling === 'fieldset' ? (
        <fieldset
          className="field__fieldset"
          aria-describedby={describedBy}
          aria-invalid={Boolean(error) || undefined}
        >
          <legend className="field__label">
            {text} {requiredMark}
          </legend>
          {input}
        </fieldset>
      ) : (
        <>
          {kit.labelling === 'label' && (
            <FieldLabel htmlFor={id} id={`${id}-label`}>
              {text} {requiredMark}
            </FieldLabel>
          )}
          {input}
        </>
      )}
      <FieldHelp id={id} description={description} error={error} />
    </div>
  )
}
