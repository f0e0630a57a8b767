import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import { useFullConfig } from '../../lib/client-config-context'
import { buildNavGroups } from '../../lib/nav-groups'
import { accessQuery, can } from '../../data/access'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'

/** Every collection and global the user can see, in the navigation's groups. */
export function CollectionCards() {
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const access = useQuery(accessQuery())
  const groups = buildNavGroups(config, {
    collections: t('general:collections'),
    globals: t('general:globals'),
  })
  return groups.map((group) => (
    <section key={group.key} className="dashboard-group" aria-labelledby={`dash-${group.key}`}>
      <h2 id={`dash-${group.key}`} className="section-title">
        {label(group.label)}
      </h2>
      <ul className="card-grid">
        {group.entries.map((entry) => {
          const slug = entry.key.slice(2)
          const isCollection = entry.key.startsWith('c:')
          const canCreate = isCollection && can(access.data?.collections?.[slug], 'create')
          return (
            <li key={entry.key} className="card">
              <Link to={entry.to} className="card__link">
                {label(entry.label)}
              </Link>
              {canCreate && (
                <Link
                  to={adminPaths.createDocument(slug)}
                  className="button button--icon"
                  aria-label={t('general:createNewLabel', { label: label(entry.label) })}
                >
                  <span aria-hidden="true">+</span>
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  ))
}
