import { Link } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import type { DashboardWidgetProps } from '../../../admin/extend'
import { formatRelativeTime, useI18n, useLabel, useT } from '../../../admin/extend/i18n'
import type { ActiveLocksAnswer } from '../shared'

/** The dashboard's page names this module, so it downloads with the page. */
export const folioDashboardWidget = true

/** The documents someone holds the lock of: each links to its editor, with who and since when. */
export default function BeingEditedWidget(props: DashboardWidgetProps<ActiveLocksAnswer>) {
  const t = useT()
  const label = useLabel()
  const { language } = useI18n()
  const { collections, globals } = props.config
  if (props.data.docs.length === 0)
    return <p className="widget-empty">{t('locking:beingEditedEmpty')}</p>
  return (
    <ul className="activity-list">
      {props.data.docs.map((lock) => {
        const isGlobal = 'global' in lock
        const global = isGlobal ? globals.find((g) => g.slug === lock.global) : undefined
        const collection = isGlobal
          ? undefined
          : collections.find((c) => c.slug === lock.collection)
        const to = isGlobal
          ? adminPaths.global(lock.global)
          : adminPaths.document(lock.collection, lock.id)
        const title = isGlobal ? label(global?.label, lock.title) : lock.title
        const kind = isGlobal
          ? t('general:globals')
          : label(collection?.labels.singular, lock.collection)
        const who =
          String(lock.user.id) === String(props.user.id)
            ? t('locking:you')
            : (lock.user.name ?? lock.user.email ?? '')
        return (
          <li
            key={isGlobal ? `global:${lock.global}` : `${lock.collection}:${lock.id}`}
            className="activity-list__item"
          >
            <Link to={to} className="activity-list__title">
              {title}
            </Link>
            <span className="activity-list__side" />
            <span className="activity-list__meta">
              <span>{kind}</span>
              {/* The time is the browser's once the page runs (the server's may be a minute behind). */}
              <span suppressHydrationWarning>
                {t('locking:heldBy', { who, time: formatRelativeTime(lock.since, language) })}
              </span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
