import type { DashboardWidgetProps } from '../../../admin/extend'
import { useT } from '../../../admin/extend/i18n'
import type { ActivityAnswer } from '../shared'
import { ActivityList } from './ActivityList'

export default function RecentlyEditedWidget(props: DashboardWidgetProps<ActivityAnswer>) {
  const t = useT()
  return <ActivityList {...props} emptyText={t('activity:recentlyEditedEmpty')} showWho />
}
