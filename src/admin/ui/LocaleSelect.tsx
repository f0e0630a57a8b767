import type { ClientLocale } from '../../shared/client-config'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'

/** Switches the content locale; the route keeps it in `?locale=`. */
export function LocaleSelect(props: {
  locales: ClientLocale[]
  value: string
  onChange: (code: string) => void
  id: string
}) {
  const t = useT()
  const label = useLabel()
  return (
    <div className="inline-field">
      <label htmlFor={props.id} className="inline-field__label">
        {t('folio:localeSwitcher')}
      </label>
      <select
        id={props.id}
        className="input select select--compact"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.locales.map((l) => (
          <option key={l.code} value={l.code}>
            {label(l.label, l.code)}
          </option>
        ))}
      </select>
    </div>
  )
}
