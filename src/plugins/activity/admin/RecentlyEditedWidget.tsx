import type { DashboardWidgetProps } from '../../../admin/extend'
import { useT } from '../../../admin/extend/i18n'
import type { ActivityAnswer } from '../shared'
import { ActivityList } from './ActivityList'

/** The dashboard's page names this module, so it downloads with the page. */
export const folioDashboardWidget = true

export default function RecentlyEditedWidget(props: DashboardWidgetProps<ActivityAnswer>) {
  const t = useT()
  return <ActivityList {...props} emptyText={t('activity:recentlyEditedEmpty')} showWho />
}
