import type { ApiRead } from './api-reads'
import type { ClientConfig } from './client-config'

/** What a dashboard widget's `when` and read know: the full client config and who is signed in. */
export interface DashboardContext {
  config: ClientConfig
  user: Record<string, unknown> & { id: string | number; email?: string }
}

/**
 * A widget's data, as both halves know it: shown while `when` holds (always without one), with
 * its one request. The admin makes the read (the widget gets the answer); the server answers it in
 * the dashboard's page (`withDashboardReads`), so the first rows are there at the first paint.
 */
export interface DashboardWidgetSpec {
  /** `<plugin>:<name>`: the widget's id in the user's layout. */
  id: string
  when?: (context: DashboardContext) => boolean
  read?: (context: DashboardContext) => ApiRead
}

/** Where the user's dashboard layout is kept (a Payload preference). */
export const DASHBOARD_PREFERENCE_KEY = 'dashboard'

/** The user's layout: the widgets' order (ids), and the ids hidden. Ids not named keep their place after. */
export interface DashboardLayout {
  order: string[]
  hidden: string[]
}

/** A preference value as stored, kept to what it may hold (ids of at most 100 characters, 100 of each). */
export function dashboardLayoutOf(value: unknown): DashboardLayout {
  const ids = (list: unknown): string[] =>
    Array.isArray(list)
      ? list.filter((id): id is string => typeof id === 'string' && id.length <= 100).slice(0, 100)
      : []
  const stored = (value ?? {}) as Partial<Record<keyof DashboardLayout, unknown>>
  return { order: ids(stored.order), hidden: ids(stored.hidden) }
}

/**
 * The widgets in the user's order: those the layout orders first, in its order, then the others
 * in their registration order; each with whether it is hidden.
 */
export function arrangeWidgets<W extends { id: string }>(
  widgets: readonly W[],
  layout: DashboardLayout,
): Array<W & { isHidden: boolean }> {
  const rank = new Map(layout.order.map((id, index) => [id, index]))
  const hidden = new Set(layout.hidden)
  return widgets
    .map((widget, index) => ({ widget, index }))
    .sort(
      (a, b) =>
        (rank.get(a.widget.id) ?? layout.order.length + a.index) -
        (rank.get(b.widget.id) ?? layout.order.length + b.index),
    )
    .map(({ widget }) => ({ ...widget, isHidden: hidden.has(widget.id) }))
}

/** The reads the dashboard's page is answered with for `context`: each shown widget's one read. */
export function dashboardReads(
  widgets: readonly DashboardWidgetSpec[],
  context: DashboardContext,
): ApiRead[] {
  return widgets.flatMap((widget) =>
    widget.read && (widget.when?.(context) ?? true) ? [widget.read(context)] : [],
  )
}
