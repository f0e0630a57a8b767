import type { NumberField } from '../../../shared/client-config'
import { ChipsInput } from '../shared/ChipsInput'
import type { InputProps } from '../types'

export function NumberInput(props: InputProps<NumberField>) {
  if (props.field.hasMany) return <ChipsInput {...props} kind="number" />
  return (
    <input
      id={props.id}
      type="number"
      inputMode="decimal"
      className="input input--number"
      value={typeof props.value === 'number' ? props.value : ''}
      min={props.field.min}
      max={props.field.max}
      step={props.field.admin.step ?? 'any'}
      onChange={(e) =>
        props.onChange(
          e.target.value === '' || Number.isNaN(e.target.valueAsNumber)
            ? null
            : e.target.valueAsNumber,
        )
      }
      onBlur={props.onBlur}
      readOnly={props.isReadOnly}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      aria-required={props.field.required || undefined}
      placeholder={props.placeholder}
    />
  )
}
