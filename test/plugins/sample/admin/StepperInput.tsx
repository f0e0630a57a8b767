import type { InputProps, NumberField } from '../../../../src/admin/extend/forms'
import { useT } from '../../../../src/admin/extend/i18n'

/** A field kit's input for a whole number: the number, with buttons one down and one up (within min and max). */
/** The kit this module is the input of (the server preloads it with an editor that shows it). */
export const folioFieldKit = 'sample:stepper'

export default function StepperInput(props: InputProps<NumberField>) {
  const t = useT()
  const value = typeof props.value === 'number' ? props.value : undefined
  const { min, max } = props.field
  const step = (by: number) => {
    const next = (value ?? 0) + by
    if ((min === undefined || next >= min) && (max === undefined || next <= max))
      props.onChange(next)
  }
  return (
    <div className="field-row">
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('sample:less', { label: props.label })}
        disabled={props.isReadOnly}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        className="input input--number"
        value={value ?? ''}
        min={min}
        max={max}
        step={1}
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
      />
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('sample:more', { label: props.label })}
        disabled={props.isReadOnly}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  )
}
