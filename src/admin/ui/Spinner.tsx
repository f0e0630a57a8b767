import { useT } from '../i18n/I18nProvider'

export function Spinner(props: { fullPage?: boolean }) {
  const t = useT()
  return (
    <div className={props.fullPage ? 'spinner spinner--page' : 'spinner'} role="status">
      <span className="spinner__dot" aria-hidden="true" />
      <span className="visually-hidden">{t('general:loading')}</span>
    </div>
  )
}
