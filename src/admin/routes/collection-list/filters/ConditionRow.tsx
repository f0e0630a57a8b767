import { withComputedKeys } from '../../../i18n/translate'
import type { ComponentType } from 'react'
import type { ClientField } from '../../../../shared/client-config'
import {
  BOOLEAN_OPERATORS,
  LIST_OPERATORS,
  OPERATOR_LABEL_KEYS,
  OPERATORS_BY_TYPE,
  type QueryOperator,
} from '../../../../shared/query-operators'
import { fieldRegistry, kitOf } from '../../../fields/registry'
import type { InputProps } from '../../../fields/types'
import { useT } from '../../../i18n/I18nProvider'
import type { FilterCondition } from './filter-model'

interface ConditionRowProps {
  id: string
  condition: FilterCondition
  fields: ClientField[]
  fieldLabel: (field: ClientField) => string
  onChange: (condition: FilterCondition) => void
  onRemove: () => void
}

/** One "field, operator, value" condition; the value uses the field type's own input. */
export function ConditionRow(props: ConditionRowProps) {
  const t = useT()
  const { condition } = props
  const field = props.fields.find((f) => f.name === condition.field) ?? props.fields[0]!
  const operators = OPERATORS_BY_TYPE[field.type]
  const isYesNo = BOOLEAN_OPERATORS.includes(condition.operator) || field.type === 'checkbox'
  const isList = LIST_OPERATORS.includes(condition.operator)
  // radios filter better as a select; everything else uses its own input
  const Input = filterInput(field)
  const fieldLabel = props.fieldLabel(field)

  return (
    <div className="filter-row" role="group" aria-label={fieldLabel}>
      <select
        className="input select select--compact"
        aria-label={t('folio:filterField')}
        value={field.name}
        onChange={(e) => {
          const next = props.fields.find((f) => f.name === e.target.value)!
          props.onChange({
            field: next.name,
            operator: OPERATORS_BY_TYPE[next.type][0]!,
            value: '',
          })
        }}
      >
        {props.fields.map((f) => (
          <option key={f.name} value={f.name}>
            {props.fieldLabel(f)}
          </option>
        ))}
      </select>
      <select
        className="input select select--compact"
        aria-label={`${fieldLabel}: ${t('folio:operator')}`}
        value={condition.operator}
        onChange={(e) =>
          props.onChange({ ...condition, operator: e.target.value as QueryOperator })
        }
      >
        {operators.map((op) => (
          <option key={op} value={op}>
            {withComputedKeys(t)(OPERATOR_LABEL_KEYS[op])}
          </option>
        ))}
      </select>
      <div className="filter-row__value">
        {isYesNo ? (
          <select
            className="input select select--compact"
            aria-label={`${fieldLabel}: ${t('general:value')}`}
            value={String(condition.value === true || condition.value === 'true')}
            onChange={(e) => props.onChange({ ...condition, value: e.target.value === 'true' })}
          >
            <option value="true">{t('general:true')}</option>
            <option value="false">{t('general:false')}</option>
          </select>
        ) : isList ? (
          <input
            className="input"
            aria-label={`${fieldLabel}: ${t('general:value')}`}
            placeholder={t('folio:commaSeparated')}
            value={String(condition.value ?? '')}
            onChange={(e) => props.onChange({ ...condition, value: e.target.value })}
          />
        ) : (
          <>
            <label className="visually-hidden" htmlFor={`${props.id}-value`}>
              {`${fieldLabel}: ${t('general:value')}`}
            </label>
            <Input
              id={`${props.id}-value`}
              // one value to compare with, and no creating documents from a filter
              field={filterField(field)}
              value={condition.value === '' ? null : condition.value}
              onChange={(value) => props.onChange({ ...condition, value: value ?? '' })}
              onBlur={() => undefined}
              isReadOnly={false}
              isInvalid={false}
              describedBy=""
              label={`${fieldLabel}: ${t('general:value')}`}
              placeholder={t('general:enterAValue')}
            />
          </>
        )}
      </div>
      <button
        type="button"
        className="button button--secondary button--square"
        aria-label={`${t('general:remove')}: ${fieldLabel}`}
        onClick={props.onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/** Radios filter better as a select (which reads only the options a radio has); every other type uses its own input. */
function filterInput(field: ClientField): ComponentType<InputProps> {
  return field.type === 'radio'
    ? (fieldRegistry.select.Input as ComponentType<InputProps>)
    : kitOf<ClientField>(field).Input
}

/** The field as a filter's value input takes it: one value to compare with, optional, and no creating documents. */
function filterField(field: ClientField): ClientField {
  const admin = { ...field.admin, readOnly: false, allowCreate: false }
  return 'hasMany' in field
    ? { ...field, required: false, hasMany: false, admin }
    : { ...field, required: false, admin }
}
