import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  DASHBOARD_PREFERENCE_KEY,
  arrangeWidgets,
  dashboardLayoutOf,
  type DashboardLayout,
} from '../../../shared/dashboard'
import { accessQuery } from '../../data/access'
import { preferenceQuery, useSavePreference } from '../../data/preferences'
import type { DashboardContext, ScreenPrefetch } from '../../host/types'
import { useFullConfig } from '../../lib/client-config-context'
import { useSession } from '../../lib/use-session'
import { useT } from '../../i18n/I18nProvider'
import { CollectionCards } from './CollectionCards'
import { CustomizeDashboard } from './CustomizeDashboard'
import { availableWidgets, type DashboardWidget } from './dashboard-widgets'
import { WidgetFrame, widgetPart } from './WidgetFrame'
import { widgetQuery } from './widget-query'
import '../../styles/dashboard.css'

const layoutQuery = () => preferenceQuery<DashboardLayout>(DASHBOARD_PREFERENCE_KEY)

/**
 * The widgets' code and reads start with the page; the layout too. A page opened at the dashboard
 * waits for the widgets' code (not their data), so they are drawn with their first rows at once.
 */
export const prefetch: ScreenPrefetch = ({ queryClient, config }) => {
  void queryClient.prefetchQuery(layoutQuery())
  void queryClient.prefetchQuery(accessQuery())
  const user = queryClient
    .getQueriesData<{ user?: DashboardContext['user'] | null }>({ queryKey: ['me'] })
    .map(([, data]) => data?.user)
    .find(Boolean)
  if (!user || !config.isAuthenticated) return
  const widgets = availableWidgets({ config, user })
  for (const widget of widgets) {
    const request = widget.read?.({ config, user })
    if (request) void queryClient.prefetchQuery(widgetQuery(request))
  }
  return Promise.all(widgets.map((widget) => widgetPart(widget).preload()))
}

/** The widgets in the user's order (those shown), then every collection and global. */
export function Component() {
  const config = useFullConfig()
  const t = useT()
  const session = useSession()
  const layout = useQuery(layoutQuery())
  const saveLayout = useSavePreference<DashboardLayout>(DASHBOARD_PREFERENCE_KEY)
  const [isCustomizing, setCustomizing] = useState(false)
  // A change shows at once (a controlled box must not flip back while the save starts).
  const [changed, setChanged] = useState<DashboardLayout>()
  const user = session.data?.user
  if (!user) return null
  const context: DashboardContext = { config, user }
  const widgets = arrangeWidgets(
    availableWidgets(context),
    changed ?? dashboardLayoutOf(layout.data),
  )
  const shown = widgets.filter((widget) => !widget.isHidden)
  const titleOf = (widget: DashboardWidget) => t(widget.titleKey)

  return (
    <div className="stack stack--loose">
      <header className="dashboard__header">
        <h1 className="page-title">{t('general:dashboard')}</h1>
        {widgets.length > 0 && !isCustomizing && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setCustomizing(true)}
          >
            {t('dashboard:editDashboard')}
          </button>
        )}
      </header>
      {isCustomizing && (
        <CustomizeDashboard
          widgets={widgets}
          titleOf={titleOf}
          onChange={(order, hidden) => {
            setChanged({ order, hidden })
            saveLayout.mutate({ order, hidden })
          }}
          onDone={() => setCustomizing(false)}
          onReset={() => {
            setChanged({ order: [], hidden: [] })
            saveLayout.mutate({ order: [], hidden: [] })
          }}
        />
      )}
      {shown.length > 0 && (
        <div className="dashboard-widgets">
          {shown.map((widget) => (
            <WidgetFrame key={widget.id} widget={widget} context={context} />
          ))}
        </div>
      )}
      {widgets.length > 0 && shown.length === 0 && !isCustomizing && (
        <p className="field-help">{t('folio:dashboardAllHidden')}</p>
      )}
      <CollectionCards />
    </div>
  )
}
