import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { DocumentViewContext } from '../../../admin/extend'
import { useFullConfig } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { Pagination, QueryError, Loading } from '../../../admin/extend/ui'
import { authorName, listVersions } from './data'
import { useCurrentVersions } from './use-current-versions'
import { useDateText } from './use-date-text'
import { VersionStatus } from './VersionStatus'

/** SPEC: versions list default per-page 10. */
const DEFAULT_LIMIT = 10
const PAGE_SIZES = [5, 10, 25, 50, 100]

const positive = (value: string | null, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * The versions of a document or global, newest first: date (a link to the version), id, status and
 * who saved it (where the reader may read users).
 */
export function VersionsList(props: DocumentViewContext & { basePath: string }) {
  const t = useT()
  const config = useFullConfig()
  const dateText = useDateText()
  const [search, setSearch] = useSearchParams()
  const page = positive(search.get('page'), 1)
  const limit = positive(search.get('limit'), DEFAULT_LIMIT)
  const hasDrafts = props.entity.hasDrafts
  const target = props.target
  const query = useQuery({
    queryKey: [
      'versions',
      target.kind,
      target.slug,
      target.kind === 'collection' ? target.id : null,
      page,
      limit,
    ],
    queryFn: ({ signal }) =>
      listVersions(target, { page, limit, userCollection: config.userCollection, signal }),
    placeholderData: keepPreviousData,
  })
  const current = useCurrentVersions(target, hasDrafts)
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes))
      if (value === undefined) next.delete(key)
      else next.set(key, value)
    setSearch(next)
  }

  if (query.isPending) return <Loading />
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  const { docs, totalDocs, totalPages } = query.data
  if (docs.length === 0)
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t('version:noFurtherVersionsFound')}</p>
      </div>
    )
  const pageSizes = 'pageSizes' in props.entity.admin ? props.entity.admin.pageSizes : PAGE_SIZES
  return (
    <>
      <div className="table-wrap" data-stale={query.isPlaceholderData || undefined}>
        <table className="table">
          <caption className="visually-hidden">{t('version:versions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('general:updatedAt')}</th>
              <th scope="col">{t('version:versionID')}</th>
              <th scope="col">{t('version:status')}</th>
              <th scope="col">{t('versions:savedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((version) => (
              <tr key={String(version.id)}>
                <td>
                  <Link
                    className="table__title-link"
                    to={`${props.basePath}/${encodeURIComponent(String(version.id))}${props.locale ? `?locale=${props.locale}` : ''}`}
                  >
                    <time dateTime={version.updatedAt}>{dateText(version.updatedAt)}</time>
                  </Link>
                </td>
                <td className="cell-code">{String(version.id)}</td>
                <td>
                  <VersionStatus version={version} hasDrafts={hasDrafts} {...current} />
                </td>
                <td>{authorName(version)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        totalPages={totalPages}
        totalDocs={totalDocs}
        limit={limit}
        pageSizes={
          pageSizes.includes(limit) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b)
        }
        onPage={(next) => update({ page: next === 1 ? undefined : String(next) })}
        onLimit={(next) => update({ limit: String(next), page: undefined })}
      />
    </>
  )
}
