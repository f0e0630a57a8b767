import type { RadioField } from '../../../shared/client-config'
import { useLabel } from '../../i18n/label'
import type { InputProps } from '../types'

export function RadioInput(props: InputProps<RadioField>) {
  const label = useLabel()
  const isHorizontal = props.field.admin.layout !== 'vertical'
  return (
    <div
      className={isHorizontal ? 'radio-group radio-group--horizontal' : 'radio-group'}
      role="presentation"
    >
      {(props.field.options ?? []).map((o) => (
        <label key={o.value} className="radio">
          <input
            type="radio"
            name={props.id}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
            onBlur={props.onBlur}
            disabled={props.isReadOnly}
          />
          <span>{label(o.label)}</span>
        </label>
      ))}
    </div>
  )
}
