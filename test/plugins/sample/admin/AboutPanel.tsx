import type { DocumentPanelContext } from '../../../../src/admin/extend'
import { useT } from '../../../../src/admin/extend/i18n'
import { Panel } from '../../../../src/admin/extend/ui'

/** A document panel: shown below every showcase item's form. */
export default function AboutPanel({ doc }: DocumentPanelContext) {
  const t = useT()
  const title = typeof doc?.title === 'string' ? doc.title : ''
  return (
    <Panel title={t('sample:aboutTitle')}>
      <p className="field__description">
        {t('sample:aboutText', { title, count: title.split(/\s+/).filter(Boolean).length })}
      </p>
    </Panel>
  )
}
