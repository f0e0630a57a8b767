import { useI18n } from '../../i18n/I18nProvider'
import { useClientConfig } from '../../lib/client-config-context'
import type { InputProps } from '../types'
import {
  dateInputKind,
  displayPattern,
  formatDate,
  fromDateInputValue,
  toDateInputValue,
} from './date-value'

/** The browser's own picker, with the chosen date written out as the config formats it (`admin.dateFormat`, `displayFormat`). */
export function DateInput(props: InputProps) {
  const { dateFormat } = useClientConfig()
  const { language } = useI18n()
  const kind = dateInputKind(props.field.admin.pickerAppearance)
  const shown = formatDate(
    props.value,
    displayPattern(props.field, dateFormat),
    undefined,
    language,
  )
  return (
    <div className="date-input">
      <input
        id={props.id}
        type={kind}
        className="input input--date"
        value={toDateInputValue(props.value, kind)}
        onChange={(e) => props.onChange(fromDateInputValue(e.target.value, kind))}
        onBlur={props.onBlur}
        readOnly={props.isReadOnly}
        aria-invalid={props.isInvalid || undefined}
        aria-describedby={props.describedBy}
        aria-required={props.field.required || undefined}
      />
      {shown && (
        <span className="date-input__shown" aria-hidden="true">
          {shown}
        </span>
      )}
    </div>
  )
}
