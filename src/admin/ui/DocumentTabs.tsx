import { NavLink } from 'react-router'
import { useT } from '../i18n/I18nProvider'

export interface DocumentTab {
  key: string
  label: string
  to: string
  /** The edit tab is active only on its own path; the others also on paths below them. */
  isExact?: boolean
  count?: number
  /** Edit and live preview are one screen: moving between them keeps the form (no leave question). */
  keepsForm?: boolean
}

/** Links under the document path (edit, API, versions…), carrying the current `?locale`. */
export function DocumentTabs(props: { tabs: DocumentTab[]; locale?: string }) {
  const t = useT()
  const search = props.locale ? `?locale=${encodeURIComponent(props.locale)}` : ''
  return (
    <nav className="doc-tabs" aria-label={t('folio:documentViews')}>
      <ul>
        {props.tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to + search}
              end={tab.isExact}
              className="doc-tabs__tab"
              data-keeps-form={tab.keepsForm || undefined}
            >
              {tab.label}
              {tab.count !== undefined && tab.count > 0 && (
                <span className="doc-tabs__count">{tab.count}</span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
