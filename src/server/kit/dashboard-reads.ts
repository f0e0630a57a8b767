import type { DashboardWidgetSpec } from '../../shared/dashboard'
import { withCustomEntry, type WithCustom } from './custom-entry'

/** Where a plugin leaves its dashboard widgets' reads on the root config, for the page's boot data. */
const DASHBOARD_READS_KEY = 'folioDashboardReads'

/**
 * The root config with plugin `slug`'s dashboard widgets (the same specs its admin half
 * contributes): the server answers their reads in the dashboard's page (src/server/boot-data.ts),
 * with the same API, guards and session as the admin's own requests.
 */
export function withDashboardReads<T extends WithCustom>(
  config: T,
  slug: string,
  widgets: readonly DashboardWidgetSpec[],
): T {
  return withCustomEntry(config, DASHBOARD_READS_KEY, slug, widgets)
}

/** Every plugin's dashboard widgets, for the boot data. */
export function dashboardWidgetsOf(
  custom: Record<string, unknown> | undefined,
): DashboardWidgetSpec[] {
  const entries = custom?.[DASHBOARD_READS_KEY]
  return entries && typeof entries === 'object'
    ? Object.values(entries as Record<string, unknown>).flatMap((widgets) =>
        Array.isArray(widgets) ? (widgets as DashboardWidgetSpec[]) : [],
      )
    : []
}
