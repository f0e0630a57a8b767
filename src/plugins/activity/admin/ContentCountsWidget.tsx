import { Link } from 'react-router'
import { LIST_PRESET_PARAM } from '../../../shared/list-params'
import { adminPaths } from '../../../shared/routes'
import type { DashboardWidgetProps } from '../../../admin/extend'
import { useI18n, useLabel, useT } from '../../../admin/extend/i18n'
import { ACTIVITY_SLUG, DRAFTS_PRESET, PUBLISHED_PRESET, type ContentCountsAnswer } from '../shared'

/** The dashboard's page names this module, so it downloads with the page. */
export const folioDashboardWidget = true

/** Each collection's documents: drafts and published (for drafts collections) and all, each a link to that list. */
export default function ContentCountsWidget(props: DashboardWidgetProps<ContentCountsAnswer>) {
  const t = useT()
  const label = useLabel()
  const { language } = useI18n()
  const number = new Intl.NumberFormat(language)
  const listOf = (slug: string, preset?: string) =>
    adminPaths.collection(slug) +
    (preset ? `?${LIST_PRESET_PARAM}=${encodeURIComponent(`${ACTIVITY_SLUG}:${preset}`)}` : '')
  const counted = props.data.collections
  if (counted.length === 0) return <p className="widget-empty">{t('activity:countsEmpty')}</p>
  return (
    <table className="count-table">
      <thead>
        <tr>
          <th scope="col">{t('general:collections')}</th>
          <th scope="col">{t('version:draft')}</th>
          <th scope="col">{t('version:published')}</th>
          <th scope="col">{t('activity:all')}</th>
        </tr>
      </thead>
      <tbody>
        {counted.map((count) => {
          const collection = props.config.collections.find((c) => c.slug === count.collection)
          const name = label(collection?.labels.plural, count.collection)
          const cell = (
            value: number | undefined,
            preset: string | undefined,
            key: 'activity:countDrafts' | 'activity:countPublished' | 'activity:countAll',
          ) =>
            value === undefined ? (
              <td>–</td>
            ) : (
              <td>
                <Link
                  to={listOf(count.collection, preset)}
                  aria-label={t(key, { count: number.format(value), collection: name })}
                >
                  {number.format(value)}
                </Link>
              </td>
            )
          return (
            <tr key={count.collection}>
              <th scope="row">{name}</th>
              {cell(count.drafts, DRAFTS_PRESET, 'activity:countDrafts')}
              {cell(count.published, PUBLISHED_PRESET, 'activity:countPublished')}
              {cell(count.total, undefined, 'activity:countAll')}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
