import type { SelectField } from '../../../shared/client-config'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { ValueChip } from '../shared/ValueChip'
import type { InputProps } from '../types'
import { MultiSelect } from './MultiSelect'
import { itemLabel, manyValues, selectItems, singleValue } from './select-options'
import { SingleSelect } from './SingleSelect'
import '../../styles/combo.css'

/**
 * Select (and radio in the list filter): a searchable combobox for one value, chips and a
 * combobox for hasMany; read-only, the chosen labels as text or chips without controls.
 */
export function SelectInput(props: InputProps<SelectField>) {
  const label = useLabel()
  const values = manyValues(props.value)
  const items = selectItems({
    options: props.field.options,
    values,
    labelOf: (option) => label(option.label, option.value),
  })
  if (props.isReadOnly) return <ReadOnlySelect {...props} items={items} />
  if (props.field.hasMany) return <MultiSelect {...props} items={items} />
  return <SingleSelect {...props} items={items} />
}

function ReadOnlySelect(
  props: InputProps<SelectField> & { items: ReturnType<typeof selectItems> },
) {
  const t = useT()
  if (!props.field.hasMany) {
    const value = singleValue(props.value)
    return (
      <input
        id={props.id}
        className="input"
        readOnly
        value={value === null ? '' : itemLabel(props.items, value)}
        aria-describedby={props.describedBy || undefined}
      />
    )
  }
  const values = manyValues(props.value)
  if (values.length === 0) {
    return (
      <p
        id={props.id}
        className="select-field__none"
        aria-describedby={props.describedBy || undefined}
      >
        {t('general:none')}
      </p>
    )
  }
  return (
    <ul
      id={props.id}
      className="value-chips"
      aria-label={props.label}
      aria-describedby={props.describedBy || undefined}
    >
      {values.map((value) => (
        <ValueChip key={value} title={itemLabel(props.items, value)} />
      ))}
    </ul>
  )
}
