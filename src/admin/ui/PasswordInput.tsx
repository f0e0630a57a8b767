import { useState, type InputHTMLAttributes } from 'react'
import { useT } from '../i18n/I18nProvider'

/** A password input with a show/hide toggle button that is itself labelled for screen readers. */
export function PasswordInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string },
) {
  const t = useT()
  const [isVisible, setVisible] = useState(false)
  return (
    <div className="password-input">
      <input {...props} type={isVisible ? 'text' : 'password'} className="input" />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={props.id}
        aria-pressed={isVisible}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {isVisible ? t('folio:hidePassword') : t('folio:showPassword')}
      </button>
    </div>
  )
}
