import { Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Preloadable } from '../../lib/preloadable'
import { lazyPart } from '../../host/lazy-part'
import { WithPluginStrings } from '../../host/strings'
import type { DashboardContext, DashboardWidgetProps } from '../../host/types'
import type { ApiRead } from '../../../shared/api-reads'
import { useT } from '../../i18n/I18nProvider'
import { ErrorBoundary } from '../../ui/ErrorBoundary'
import { QueryError } from '../../ui/QueryError'
import { Loading } from '../../ui/Loading'
import type { DashboardWidget } from './dashboard-widgets'
import { widgetQuery } from './widget-query'

export const widgetPart = (widget: DashboardWidget) =>
  lazyPart(`${widget.plugin}/dashboardWidgets/${widget.id}`, widget.load) as Preloadable<
    DashboardWidgetProps,
    unknown
  >

/**
 * One widget: its heading, and its content once its read has answered; a failing read or render
 * shows this widget's error with a retry, never the others'.
 */
export function WidgetFrame(props: { widget: DashboardWidget; context: DashboardContext }) {
  const { widget, context } = props
  const t = useT()
  const headingId = `widget-${widget.id.replace(/[^\w-]/g, '-')}`
  return (
    <section
      className={`dashboard-widget dashboard-widget--${widget.size}`}
      aria-labelledby={headingId}
    >
      <WithPluginStrings plugin={widget.plugin}>
        <h2 id={headingId} className="dashboard-widget__title">
          {t(widget.titleKey)}
        </h2>
        <ErrorBoundary
          fallback={({ error, reset }) => (
            <QueryError error={error} onRetry={reset} title={t('folio:widgetLoadFailed')} />
          )}
        >
          <Suspense fallback={<WidgetLoading />}>
            <WidgetContent widget={widget} context={context} />
          </Suspense>
        </ErrorBoundary>
      </WithPluginStrings>
    </section>
  )
}

function WidgetContent(props: { widget: DashboardWidget; context: DashboardContext }) {
  const request = props.widget.read?.(props.context)
  if (!request) {
    const Part = widgetPart(props.widget)
    return <Part {...props.context} data={undefined} />
  }
  return <WidgetWithRead {...props} request={request} />
}

function WidgetWithRead(props: {
  widget: DashboardWidget
  context: DashboardContext
  request: ApiRead
}) {
  const t = useT()
  const query = useQuery(widgetQuery(props.request))
  if (query.isPending) return <WidgetLoading />
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('folio:widgetLoadFailed')}
      />
    )
  const Part = widgetPart(props.widget)
  return <Part {...props.context} data={query.data} />
}

/** Three shimmering lines where the rows will be. */
function WidgetLoading() {
  return <Loading lines={3} />
}
