import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import type { ClientCollection } from '../../../shared/client-config'
import { adminPaths } from '../../../shared/routes'
import { useFullConfig } from '../../lib/client-config-context'
import { localeFromSearch } from '../../../shared/api-reads'
import { useLocaleParam } from '../../lib/use-locale-param'
import { accessQuery, can, publishAccessQuery } from '../../data/access'
import { documentsQuery } from '../../data/documents'
import type { QueryValue } from '../../../shared/query-string'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { LocaleSelect } from '../../ui/LocaleSelect'
import { QueryError } from '../../ui/QueryError'
import { NotFoundView } from '../not-found/NotFoundView'
import { BulkActions } from './BulkActions'
import { activeColumns, availableColumns } from './columns'
import { ColumnPicker } from './ColumnPicker'
import { DocumentsTable } from './DocumentsTable'
import { columnPreferenceQuery, useColumnPreference } from './use-column-preference'
import { useHeaderLabel } from './use-header-label'
import { FilterPanel } from './filters/FilterPanel'
import { OPERATORS_BY_TYPE } from '../../../shared/query-operators'
import {
  filterWhere,
  parseFilter,
  serializeFilter,
  type FilterGroups,
} from './filters/filter-model'
import { LIST_PRESET_PARAM, parseListSearch, searchWhere } from '../../../shared/list-params'
import { Pagination } from '../../ui/Pagination'
import { SearchBox } from './SearchBox'
import { OffUntilHydrated } from '../../ui/OffUntilHydrated'
import { PluginActions } from '../../host/PluginActions'
import { contributed } from '../../host/registry'
import { preloadSlot, Slot } from '../../host/Slot'
import { BulkUploadButton } from '../../uploads/BulkUploadButton'
import type { ListFilterContext, ScreenPrefetch } from '../../host/types'
import { useSession } from '../../lib/use-session'
import { listPresets, presetWhere, PresetToggles } from './list-presets'
import '../../styles/list.css'

/** The list's first page, its columns and the user's rights are asked for with the page. */
export const prefetch: ScreenPrefetch = ({ params, search, config, queryClient }) => {
  if (!config.isAuthenticated) return
  const collection = config.collections.find((c) => c.slug === params.slug)
  if (!collection) return
  void queryClient.prefetchQuery(accessQuery())
  void queryClient.prefetchQuery(columnPreferenceQuery(collection.slug))
  if (collection.hasDrafts)
    void queryClient.prefetchQuery(
      publishAccessQuery({ kind: 'collection', slug: collection.slug }),
    )
  // A ready-made filter depends on who is signed in: the list asks once it knows.
  if (!search.has(LIST_PRESET_PARAM))
    void queryClient.prefetchQuery(
      listQuery(collection, search, localeFromSearch(config, search), undefined),
    )
  // A part above the table that arrived later would move the table down.
  return preloadSlot('before-list', contributed('beforeList'), {
    collection,
    permissions: undefined,
  })
}

/** The documents query of the list the address shows (page, sort, search, filters, ready-made filter). */
function listQuery(
  collection: ClientCollection,
  params: URLSearchParams,
  locale: string | undefined,
  user: ListFilterContext['user'] | undefined,
) {
  const search = parseListSearch(params, collection)
  const filterFields = filterableFields(collection)
  const where = combineWhere(
    searchWhere(collection, search.search),
    filterWhere(parseFilter(params.get('filter'), filterFields), filterFields),
    presetWhere(params, collection, user),
  )
  return documentsQuery({
    slug: collection.slug,
    page: search.page,
    limit: search.limit,
    sort: search.sort,
    where,
    locale,
    isDraft: collection.hasDrafts,
  })
}

function filterableFields(collection: ClientCollection) {
  return availableColumns(collection).filter((f) => OPERATORS_BY_TYPE[f.type].length > 0)
}

export function Component() {
  const { slug = '' } = useParams()
  const config = useFullConfig()
  const collection = config.collections.find((c) => c.slug === slug)
  if (!collection) return <NotFoundView />
  return <CollectionList key={slug} collection={collection} />
}

function CollectionList({ collection }: { collection: ClientCollection }) {
  const { slug } = collection
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const headerLabel = useHeaderLabel()
  const [params, setParams] = useSearchParams()
  const { locale, setLocale } = useLocaleParam()
  const access = useQuery(accessQuery())
  const columnPreference = useColumnPreference(collection)
  const search = parseListSearch(params, collection)
  const canPublish = useQuery({
    ...publishAccessQuery({ kind: 'collection', slug }),
    enabled: collection.hasDrafts,
  })
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const queryKey = params.toString()
  useEffect(() => setSelected(new Set()), [queryKey])
  const filterFields = filterableFields(collection)
  const filterParam = params.get('filter')
  const filters = parseFilter(filterParam, filterFields)
  const [isFilterOpen, setFilterOpen] = useState(filters.length > 0)
  const user = useSession().data?.user ?? undefined
  const presets = listPresets(user ? { collection, user } : undefined)
  const query = useQuery(listQuery(collection, params, locale, user))

  const plural = label(collection.labels.plural)
  const canDelete = can(access.data?.collections?.[slug], 'delete')
  const canUpdate = can(access.data?.collections?.[slug], 'update')
  const canBulk = canDelete || canUpdate
  const canCreate = can(access.data?.collections?.[slug], 'create')
  const applyFilter = useCallback(
    (groups: FilterGroups) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          const value = serializeFilter(groups)
          if (value === (current.get('filter') ?? undefined)) return current
          if (value) next.set('filter', value)
          else next.delete('filter')
          next.delete('page')
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
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

  const listContext = { collection, permissions: access.data?.collections?.[slug] }

  return (
    <div className="list-view stack">
      <OffUntilHydrated>
        <Breadcrumbs
          items={[{ label: t('general:dashboard'), to: adminPaths.dashboard }, { label: plural }]}
        />
        <header className="list-view__header">
          <h1 className="page-title">{plural}</h1>
          <div className="list-view__actions">
            <PluginActions
              name="list-action"
              actions={contributed('listActions')}
              context={listContext}
            />
            {canCreate && collection.upload && (
              <BulkUploadButton collection={{ ...collection, upload: collection.upload }} />
            )}
            {canCreate && (
              <Link className="button button--primary" to={adminPaths.createDocument(slug)}>
                {t('general:createNew')}
              </Link>
            )}
          </div>
        </header>
        <div className="list-view__controls">
          <SearchBox
            label={t('folio:searchPlaceholder', { label: searchLabel })}
            value={search.search}
            onChange={(value) => update({ search: value, page: undefined })}
          />
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={isFilterOpen}
            aria-controls="list-filters"
            onClick={() => setFilterOpen((open) => !open)}
          >
            {t('general:filters')}
            {filters.length > 0 && (
              <span className="filter-toggle__count">
                {filters.reduce((n, g) => n + g.length, 0)}
              </span>
            )}
          </button>
          <PresetToggles
            presets={presets}
            active={params.get(LIST_PRESET_PARAM)}
            onChange={(preset) => update({ [LIST_PRESET_PARAM]: preset, page: undefined })}
          />
          <ColumnPicker
            columns={columnPreference.columns}
            fields={availableColumns(collection)}
            headerLabel={headerLabel}
            onChange={columnPreference.setColumns}
          />
          {hasLocales && config.localization && (
            <LocaleSelect
              id="list-locale"
              locales={config.localization.locales}
              value={locale}
              onChange={setLocale}
            />
          )}
        </div>
        {isFilterOpen && (
          <FilterPanel
            id="list-filters"
            groups={filters}
            fields={filterFields}
            fieldLabel={headerLabel}
            onApply={applyFilter}
          />
        )}
        {selected.size > 0 && (
          <BulkActions
            collection={collection}
            selected={selected}
            canPublish={canPublish.data === true}
            canDelete={canDelete}
            canUpdate={canUpdate}
            locale={locale}
            onDone={() => setSelected(new Set())}
          />
        )}
        <Slot name="before-list" parts={contributed('beforeList')} context={listContext} />
        {query.error ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <DocumentsTable
              collection={collection}
              columns={activeColumns(collection, columnPreference.columns)}
              data={query.data}
              isLoading={query.isPending || !columnPreference.isLoaded}
              isStale={query.isPlaceholderData}
              sort={search.sort}
              onSort={(sort) => update({ sort, page: undefined })}
              locale={locale}
              caption={plural}
              canOpen={can(access.data?.collections?.[slug], 'read')}
              selection={canBulk ? { selected, onChange: setSelected } : undefined}
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
        <Slot name="after-list" parts={contributed('afterList')} context={listContext} />
      </OffUntilHydrated>
    </div>
  )
}

/** Search, filters and a ready-made filter together: all must hold. */
function combineWhere(
  ...parts: (Record<string, QueryValue> | undefined)[]
): Record<string, QueryValue> | undefined {
  const present = parts.filter((p): p is Record<string, QueryValue> => p !== undefined)
  if (present.length === 0) return undefined
  return present.length === 1 ? present[0] : { and: present }
}
