import { Link } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import type { DashboardWidgetProps } from '../../../admin/extend'
import { useLabel, useT } from '../../../admin/extend/i18n'
import { RelativeTime, StatusPill } from '../../../admin/extend/ui'
import type { ActivityAnswer, ActivityItem } from '../shared'

/**
 * A widget's documents, newest first: each links to its editor, with its collection (or global),
 * status, who changed it (with `showWho`) and how long ago.
 */
export function ActivityList(
  props: DashboardWidgetProps<ActivityAnswer> & { emptyText: string; showWho?: boolean },
) {
  const t = useT()
  const label = useLabel()
  const { collections, globals } = props.config
  if (props.data.docs.length === 0) return <p className="widget-empty">{props.emptyText}</p>

  const describe = (item: ActivityItem) => {
    if (item.global) {
      const global = globals.find((g) => g.slug === item.global)
      const title = label(global?.label, item.title)
      return { to: adminPaths.global(item.global), title, kind: t('general:globals') }
    }
    const collection = collections.find((c) => c.slug === item.collection)
    return {
      to: adminPaths.document(item.collection!, item.id!),
      title: item.title,
      kind: label(collection?.labels.singular, item.collection),
    }
  }
  return (
    <ul className="activity-list">
      {props.data.docs.map((item) => {
        const { to, title, kind } = describe(item)
        const who = item.by ? (item.by.name ?? item.by.email ?? '') : ''
        return (
          <li
            key={`${item.collection ?? 'global'}:${item.id ?? item.global}`}
            className="activity-list__item"
          >
            <Link to={to} className="activity-list__title">
              {title}
            </Link>
            <span className="activity-list__side">
              {item.status && <StatusPill status={item.status} />}
            </span>
            <span className="activity-list__meta">
              <span>{kind}</span>
              {props.showWho && who && <span>{t('activity:byWho', { who })}</span>}
              <RelativeTime iso={item.updatedAt} />
            </span>
          </li>
        )
      })}
    </ul>
  )
}
