import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import type { InputProps } from '../types'

export function SelectInput(props: InputProps) {
  const label = useLabel()
  const t = useT()
  if (props.field.hasMany) return <MultiSelect {...props} />
  const value = props.value === null || props.value === undefined ? '' : String(props.value)
  return (
    <select
      id={props.id}
      className="input select"
      value={value}
      onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
      onBlur={props.onBlur}
      disabled={props.isReadOnly}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      aria-required={props.field.required || undefined}
    >
      <option value="">{label(props.field.admin.placeholder, t('general:selectValue'))}</option>
      {(props.field.options ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {label(o.label)}
        </option>
      ))}
    </select>
  )
}

/** hasMany: a native multiple select (keyboard and screen readers know it); the value is an array. */
function MultiSelect(props: InputProps) {
  const label = useLabel()
  const values = Array.isArray(props.value) ? props.value.map(String) : []
  const options = props.field.options ?? []
  return (
    <select
      id={props.id}
      multiple
      size={Math.min(Math.max(options.length, 2), 6)}
      className="input select select--multiple"
      value={values}
      onChange={(e) => props.onChange([...e.target.selectedOptions].map((o) => o.value))}
      onBlur={props.onBlur}
      disabled={props.isReadOnly}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      aria-required={props.field.required || undefined}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {label(o.label)}
        </option>
      ))}
    </select>
  )
}
