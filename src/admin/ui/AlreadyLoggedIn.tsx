import { Link } from 'react-router'
import { adminPaths } from '../../shared/routes'
import { useT } from '../i18n/I18nProvider'
import { MinimalTemplate } from './MinimalTemplate'

/** The signed-in variant of the forgot- and reset-password views (docs/behaviour.md §2): a link onward and back to the dashboard. */
export function AlreadyLoggedIn(props: { link: { to: string; label: string } }) {
  const t = useT()
  return (
    <MinimalTemplate>
      <h1 className="minimal__title">{t('authentication:alreadyLoggedIn')}</h1>
      <p>
        <Link className="link" to={props.link.to}>
          {props.link.label}
        </Link>
      </p>
      <Link className="button button--primary" to={adminPaths.dashboard}>
        {t('general:backToDashboard')}
      </Link>
    </MinimalTemplate>
  )
}
