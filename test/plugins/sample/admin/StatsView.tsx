import { useQuery } from '@tanstack/react-query'
import type { DocumentViewContext } from '../../../../src/admin/extend'
import { documentQuery } from '../../../../src/admin/extend/data'
import { useT } from '../../../../src/admin/extend/i18n'
import { Panel, Loading } from '../../../../src/admin/extend/ui'

/** A document view (`…/:id/stats`): the saved item's view count, read with the data kit. */
export default function StatsView({ target, locale }: DocumentViewContext) {
  const t = useT()
  const id = target.kind === 'collection' ? target.id : ''
  const doc = useQuery(documentQuery({ slug: target.slug, id, locale, isDraft: true }))
  if (doc.isPending) return <Loading />
  const stats = doc.data?.stats as { views?: unknown } | undefined
  return (
    <Panel title={t('sample:statsTitle')}>
      <p>{t('sample:statsViews', { count: typeof stats?.views === 'number' ? stats.views : 0 })}</p>
    </Panel>
  )
}
