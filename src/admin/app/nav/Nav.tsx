import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import type { ClientConfig } from '../../../shared/client-config'
import { adminPaths } from '../../../shared/routes'
import type { User } from '../../data/auth'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { usePluginNavLinks } from '../../host/nav-links'
import { addNavLinks, buildNavGroups } from '../../lib/nav-groups'
import { useNavPreference } from './use-nav-preference'

/** The main navigation; `top` is drawn under the brand (the plugins' shell parts). */
export function Nav(props: { config: ClientConfig; user: User; top?: ReactNode }) {
  const t = useT()
  const label = useLabel()
  const nav = useNavPreference()
  const pluginLinks = usePluginNavLinks({ config: props.config, user: props.user })
  const groups = addNavLinks(
    buildNavGroups(props.config, {
      collections: t('general:collections'),
      globals: t('general:globals'),
    }),
    pluginLinks.map((link) => ({
      key: `p:${link.key}`,
      label: t(link.labelKey),
      to: link.to,
      group:
        'name' in link.group
          ? { key: link.group.name, label: link.group.name }
          : { key: `p:${link.group.labelKey}`, label: t(link.group.labelKey) },
    })),
  )

  return (
    <nav id="side-nav" className="nav" aria-label={t('folio:mainNavigation')}>
      <NavLink to={adminPaths.dashboard} end className="nav__brand">
        <span className="nav__logo" aria-hidden="true">
          F
        </span>
        <span>Folio</span>
      </NavLink>
      {props.top}
      <div className="nav__groups">
        {groups.map((group) => {
          const isOpen = nav.isOpen(group.key)
          const listId = `nav-group-${group.key.replace(/\W+/g, '-')}`
          return (
            <section key={group.key} className="nav__group">
              <h2 className="nav__group-heading">
                <button
                  type="button"
                  className="nav__group-toggle"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => nav.toggle(group.key)}
                >
                  <span>{label(group.label)}</span>
                  <span className="nav__chevron" aria-hidden="true" />
                </button>
              </h2>
              <ul id={listId} className="nav__list" hidden={!isOpen}>
                {group.entries.map((entry) => (
                  <li key={entry.key}>
                    <NavLink to={entry.to} className="nav__link">
                      {label(entry.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
      <div className="nav__footer">
        <NavLink to={adminPaths.account} className="nav__link nav__account">
          <span className="nav__avatar" aria-hidden="true">
            {(props.user.name || props.user.email).slice(0, 1).toUpperCase()}
          </span>
          <span className="nav__account-text">
            <span className="nav__account-label">{t('authentication:account')}</span>
            <span className="nav__account-email">{props.user.email}</span>
          </span>
        </NavLink>
        <NavLink to={adminPaths.logout} className="nav__link">
          {t('authentication:logOut')}
        </NavLink>
      </div>
    </nav>
  )
}
