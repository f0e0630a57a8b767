import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import { useFullConfig } from '../../lib/client-config-context'
import { useLocaleParam } from '../../lib/use-locale-param'
import { accessQuery, can } from '../../data/access'
import { documentsQuery } from '../../data/documents'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { LocaleSelect } from '../../ui/LocaleSelect'
import { QueryError } from '../../ui/QueryError'
import { NotFoundView } from '../not-found/NotFoundView'
import { listColumns } from './columns'
import { DocumentsTable } from './DocumentsTable'
import { parseListSearch, searchWhere } from './list-params'
import { Pagination } from './Pagination'
import { SearchBox } from './SearchBox'
import '../../styles/list.css'

export function Component() {
  const { slug = '' } = useParams()
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const [params, setParams] = useSearchParams()
  const { locale, setLocale } = useLocaleParam()
  const collection = config.collections.find((c) => c.slug === slug)
  const access = useQuery(accessQuery())
  const search = collection ? parseListSearch(params, collection) : undefined
  const query = useQuery({
    ...documentsQuery({ slug, page: search?.page ?? 1, limit: search?.limit ?? 10, sort: search?.sort, where: collection && search ? searchWhere(collection, search.search) : undefined, locale }),
    enabled: Boolean(collection),
  })
  if (!collection || !search) return <NotFoundView />

  const plural = label(collection.labels.plural)
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k)
      else next.set(k, v)
    }
    setParams(next, { replace: 'search' in changes })
  }
  const searchLabel = collection.admin.listSearchableFields
    .map((name) => label(collection.fields.find((f) => f.name === name)?.label, name))
    .join(', ')
  const hasLocales = config.localization && locale && collection.fields.some((f) => f.localized)

  return (
    <div className="list-view stack">
      <Breadcrumbs items={[{ label: t('general:dashboard'), to: adminPaths.dashboard }, { label: plural }]} />
      <header className="list-view__header">
        <h1 className="page-title">{plural}</h1>
        {can(access.data?.collections?.[slug], 'create') && (
          <Link className="button button--primary" to={adminPaths.createDocument(slug)}>
            {t('general:createNew')}
          </Link>
        )}
      </header>
      <div className="list-view__controls">
        <SearchBox key={slug} label={t('folio:searchPlaceholder', { label: searchLabel })} value={search.search} onChange={(value) => update({ search: value, page: undefined })} />
        {hasLocales && config.localization && <LocaleSelect id="list-locale" locales={config.localization.locales} value={locale} onChange={setLocale} />}
      </div>
      {query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DocumentsTable
            collection={collection}
            columns={listColumns(collection)}
            data={query.data}
            isLoading={query.isPending}
            isStale={query.isPlaceholderData}
            sort={search.sort}
            onSort={(sort) => update({ sort, page: undefined })}
            locale={locale}
            caption={plural}
          />
          {query.data && query.data.totalDocs > 0 && (
            <Pagination
              page={query.data.page}
              totalPages={query.data.totalPages}
              totalDocs={query.data.totalDocs}
              limit={search.limit}
              pageSizes={collection.admin.pageSizes}
              onPage={(page) => update({ page: page === 1 ? undefined : String(page) })}
              onLimit={(limit) => update({ limit: String(limit), page: undefined })}
            />
          )}
        </>
      )}
    </div>
  )
}
