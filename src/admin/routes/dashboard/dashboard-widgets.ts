import { contributed, type Contributed } from '../../host/registry'
import type { DashboardContext, DashboardWidgetContribution } from '../../host/types'

export type DashboardWidget = Contributed<DashboardWidgetContribution>

/** The widgets every plugin contributes that may show for `context`, in registration order. */
export function availableWidgets(context: DashboardContext): DashboardWidget[] {
  return contributed('dashboardWidgets').filter((widget) => widget.when?.(context) ?? true)
}
