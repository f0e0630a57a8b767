import { requestErrorMessage } from '../data/error-text'
import { useT } from '../i18n/I18nProvider'

/** A read that failed: what failed (the page, unless `title` says otherwise), why, and a retry. */
export function QueryError(props: { error: unknown; onRetry: () => void; title?: string }) {
  const t = useT()
  return (
    <div className="empty-state" role="alert">
      <p className="empty-state__title">{props.title ?? t('folio:loadFailed')}</p>
      <p>{requestErrorMessage(props.error, t)}</p>
      <button type="button" className="button button--secondary" onClick={props.onRetry}>
        {t('folio:retry')}
      </button>
    </div>
  )
}
