import { Link } from 'react-router'
import { LIST_PRESET_PARAM } from '../../../shared/list-params'
import { adminPaths } from '../../../shared/routes'
import type { DashboardWidgetProps } from '../../../admin/extend'
import { useI18n, useLabel, useT } from '../../../admin/extend/i18n'
import { ACTIVITY_SLUG, DRAFTS_PRESET, PUBLISHED_PRESET, type ContentCountsAnswer } from '../shared'

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
          const cell = (value: number | undefined, preset: string, what: string) =>
            value === undefined ? (
              <td>–</td>
            ) : (
              <td>
                <Link
                  to={listOf(count.collection, preset)}
                  aria-label={t('activity:countOf', {
                    count: number.format(value),
                    what,
                    collection: name,
                  })}
                >
                  {number.format(value)}
                </Link>
              </td>
            )
          return (
            <tr key={count.collection}>
              <th scope="row">
                <Link to={listOf(count.collection)}>{name}</Link>
              </th>
              {cell(count.drafts, DRAFTS_PRESET, t('version:draft'))}
              {cell(count.published, PUBLISHED_PRESET, t('version:published'))}
              <td>{number.format(count.total)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
