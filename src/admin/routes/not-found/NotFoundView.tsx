import { Link } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import { useT } from '../../i18n/I18nProvider'
import '../../styles/minimal.css'

/** docs/behaviour.md §2 not-found: breadcrumb, heading, message and a way back, in the minimal centred template. */
export function NotFoundView() {
  const t = useT()
  return (
    <div className="minimal minimal--inline">
      <nav aria-label={t('folio:breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={adminPaths.dashboard}>{t('general:dashboard')}</Link>
          </li>
          <li aria-current="page">{t('folio:notFoundBreadcrumb')}</li>
        </ol>
      </nav>
      <div className="minimal__card">
        <h1 className="minimal__title">{t('general:nothingFound')}</h1>
        <p>{t('general:sorryNotFound')}</p>
        <Link className="button button--primary" to={adminPaths.dashboard}>
          {t('general:backToDashboard')}
        </Link>
      </div>
    </div>
  )
}
