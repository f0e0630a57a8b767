import { useT } from '../../../../src/admin/extend/i18n'
import { Panel } from '../../../../src/admin/extend/ui'

/** The signed-in screen the plugin's navigation link opens (`/admin/sample-report`). */
function ReportScreen() {
  const t = useT()
  return (
    <div className="stack">
      <h1 className="page-title">{t('sample:reportTitle')}</h1>
      <Panel title={t('sample:reportTitle')}>
        <p className="field__description">{t('sample:reportText')}</p>
      </Panel>
    </div>
  )
}

export const Component = ReportScreen
