import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { DocumentViewContext } from '../../../admin/extend'
import {
  accessQuery,
  can,
  useDocumentTitle,
  publishAccessQuery,
  useFullConfig,
} from '../../../admin/extend/data'
import { useLabel, useT } from '../../../admin/extend/i18n'
import { Breadcrumbs, QueryError, Loading } from '../../../admin/extend/ui'
import { CompareSelect } from './CompareSelect'
import { getVersion, parentId } from './data'
import { buildDiff } from './diff/build-diff'
import { DiffView } from './diff/DiffView'
import { RestoreControl } from './RestoreControl'
import { useDateText } from './use-date-text'
import './versions.css'

/** The locale codes of `?localeCodes` (a JSON array), or undefined when absent or not valid. */
function parseLocales(raw: string | null, known: string[]): string[] | undefined | 'bad' {
  if (raw === null) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (Array.isArray(parsed) && parsed.every((c) => typeof c === 'string' && known.includes(c)))
      return parsed as string[]
  } catch {
    // said below
  }
  return 'bad'
}

/**
 * One version: its breadcrumb, when it was made, restore (with update permission), and the
 * field-by-field diff against another version of the document, chosen in the compare dropdown;
 * 'modified only' and the shown locales. The choices live in the address
 * (`compareValue`, `localeCodes`, `modifiedOnly`), so a link reproduces the view.
 */
export function VersionView(
  props: DocumentViewContext & { item: string; basePath: string; documentPath: string },
) {
  const t = useT()
  const label = useLabel()
  const dateText = useDateText()
  const config = useFullConfig()
  const [search, setSearch] = useSearchParams()
  const { entity, target, item } = props
  const allLocales = useMemo(
    () => (config.localization ? config.localization.locales.map((l) => l.code) : []),
    [config.localization],
  )
  const rawLocales = search.get('localeCodes')
  const chosenLocales = useMemo(
    () => parseLocales(rawLocales, allLocales),
    [rawLocales, allLocales],
  )
  const locales = useMemo(
    () => (Array.isArray(chosenLocales) ? chosenLocales : allLocales),
    [chosenLocales, allLocales],
  )
  const isModifiedOnly = search.get('modifiedOnly') === 'true'
  const compareValue = search.get('compareValue') ?? undefined
  const isCompareWellFormed = compareValue === undefined || /^[\w-]{1,64}$/.test(compareValue)

  const version = useQuery({
    queryKey: ['version', target.kind, target.slug, item],
    queryFn: ({ signal }) => getVersion(target, item, signal),
    retry: false,
  })
  const compared = useQuery({
    queryKey: ['version', target.kind, target.slug, compareValue],
    queryFn: ({ signal }) => getVersion(target, compareValue!, signal),
    enabled: compareValue !== undefined && isCompareWellFormed,
    retry: false,
  })
  const documentTitle = useDocumentTitle(
    target.kind === 'collection' && 'labels' in entity ? entity : undefined,
    target.kind === 'collection' ? target.id : undefined,
    props.locale,
  )
  const access = useQuery(accessQuery())

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes))
            if (value === undefined) next.delete(key)
            else next.set(key, value)
          return next
        },
        { replace: true },
      ),
    [setSearch],
  )
  const chooseCompare = useCallback((id: string) => update({ compareValue: id }), [update])

  const isForeign =
    version.data && target.kind === 'collection' && parentId(version.data) !== target.id
  const isComparedForeign =
    compared.data && target.kind === 'collection' && parentId(compared.data) !== target.id
  const diff = useMemo(() => {
    if (!version.data || isForeign) return undefined
    const before = compared.data && !isComparedForeign ? compared.data.version : undefined
    try {
      return buildDiff({
        fields: entity.fields,
        layout: entity.layout,
        before,
        after: version.data.version,
        locales: allLocales.length ? locales : undefined,
        allLocales,
      })
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  }, [version.data, compared.data, isForeign, isComparedForeign, entity, locales, allLocales])

  const entityLabel = 'labels' in entity ? label(entity.labels.plural) : label(entity.label)
  const title = target.kind === 'collection' ? (documentTitle ?? '…') : entityLabel
  const created = version.data ? dateText(version.data.createdAt) : ''
  const crumbs = [
    { label: t('general:dashboard'), to: '/' },
    {
      label: entityLabel,
      to: target.kind === 'collection' ? `/collections/${target.slug}` : props.documentPath,
    },
    ...(target.kind === 'collection' ? [{ label: title, to: props.documentPath }] : []),
    { label: t('version:versions'), to: props.basePath },
    { label: created || '…' },
  ]

  const permissions = access.data
    ? target.kind === 'collection'
      ? access.data.collections?.[target.slug]
      : access.data.globals?.[target.slug]
    : undefined
  const canUpdate = can(permissions, 'update')
  // Who may not publish restores only as a draft: the server refuses them the live document.
  // The edit screen reads (and its page answers) the same rights.
  const canPublish = useQuery({
    ...publishAccessQuery(target),
    enabled: entity.hasDrafts && canUpdate,
  })
  const isDraftOnly = entity.hasDrafts && canPublish.data !== true

  let body: React.ReactNode
  if (version.isPending) body = <Loading />
  else if (version.isError)
    body =
      (version.error as { status?: number }).status === 404 ? (
        <p className="empty-state" role="alert">
          {t('versions:versionNotFound')}
        </p>
      ) : (
        <QueryError error={version.error} onRetry={() => void version.refetch()} />
      )
  else if (isForeign)
    body = (
      <p className="empty-state" role="alert">
        {t('versions:notThisDocument')}
      </p>
    )
  else if (diff instanceof Error)
    body = (
      <p className="empty-state" role="alert">
        {t('error:unspecific')}
      </p>
    )
  else
    body = (
      <>
        {(compared.isError || isComparedForeign || !isCompareWellFormed) && (
          <p className="notice" role="alert">
            {t('versions:badCompare')}
          </p>
        )}
        {chosenLocales === 'bad' && (
          <p className="notice" role="alert">
            {t('versions:badLocales')}
          </p>
        )}
        {diff && <DiffView nodes={diff} isModifiedOnly={isModifiedOnly} />}
      </>
    )

  const v = version.data
  return (
    <div className="stack stack--loose version-view">
      <div className="editor__heading">
        <Breadcrumbs items={crumbs} />
        {v && (
          <p className="version-view__created">
            {t('versions:createdOn', {
              kind: v.autosave ? t('version:autosavedVersion') : t('version:version'),
              date: created,
            })}
          </p>
        )}
        <h1 className="page-title">{v ? dateText(v.updatedAt) : t('version:version')}</h1>
      </div>
      {v && !isForeign && (
        <div className="version-view__controls">
          <label className="checkbox-line">
            <input
              type="checkbox"
              checked={isModifiedOnly}
              onChange={(e) => update({ modifiedOnly: e.target.checked ? 'true' : undefined })}
            />
            <span>{t('version:modifiedOnly')}</span>
          </label>
          <CompareSelect
            target={target}
            versionId={item}
            hidesSnapshots={allLocales.length > 0 && entity.hasDrafts}
            hasDrafts={entity.hasDrafts}
            value={compareValue}
            onChange={chooseCompare}
          />
          {allLocales.length > 0 && (
            <fieldset className="version-view__locales">
              <legend className="inline-field__label">{t('version:showLocales')}</legend>
              {allLocales.map((code) => (
                <label key={code} className="checkbox-line">
                  <input
                    type="checkbox"
                    checked={locales.includes(code)}
                    onChange={(e) => {
                      const next = e.target.checked
                        ? allLocales.filter((c) => c === code || locales.includes(c))
                        : locales.filter((c) => c !== code)
                      update({
                        localeCodes:
                          next.length === allLocales.length ? undefined : JSON.stringify(next),
                      })
                    }}
                  />
                  <span>{code}</span>
                </label>
              ))}
            </fieldset>
          )}
          {canUpdate && (!entity.hasDrafts || canPublish.isSuccess) && (
            <RestoreControl
              target={target}
              versionId={item}
              documentPath={props.documentPath}
              questions={{
                restore: t(
                  entity.hasDrafts
                    ? 'versions:restoreQuestion'
                    : 'versions:restoreQuestionNoDrafts',
                  { title, date: dateText(v.updatedAt) },
                ),
                draft: t('versions:restoreAsDraftQuestion', { title, date: dateText(v.updatedAt) }),
              }}
              canRestoreAsDraft={entity.hasDrafts && v.version._status !== 'draft'}
              isDraftOnly={isDraftOnly}
            />
          )}
        </div>
      )}
      {body}
    </div>
  )
}
