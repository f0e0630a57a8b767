import type { ClientCollection, ClientField, JoinField } from '../../../shared/client-config'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { pageRange } from '../../../shared/pagination'
import { adminPaths } from '../../../shared/routes'
import { joinedDocumentsQuery } from '../../data/joined-documents'
import { useT } from '../../i18n/I18nProvider'
import { useFullConfig } from '../../lib/client-config-context'
import { useDocumentContext } from '../../lib/document-context'
import '../../styles/join.css'
import type { InputProps } from '../types'

/**
 * The documents that point at this one (a join): links to their edit pages, the total, and
 * previous/next pages. A new document has nothing pointing at it yet, so it only says so.
 */
export function JoinInput(props: InputProps<JoinField>) {
  const t = useT()
  const context = useDocumentContext()
  const config = useFullConfig()
  const join = props.field.join
  const joined = join ? config.collections.find((c) => c.slug === join.collection) : undefined
  const id = context?.target.kind === 'collection' ? context.target.id : undefined
  if (!join || !joined) return null
  if (!id) {
    return (
      <p id={props.id} className="join__note">
        {t('folio:joinAfterSave')}
      </p>
    )
  }
  return <JoinedList {...props} collection={joined} id={id} locale={context?.locale} />
}

function JoinedList(
  props: InputProps<JoinField> & { collection: ClientCollection; id: string; locale?: string },
) {
  const t = useT()
  const [page, setPage] = useState(1)
  const { field, collection } = props
  const join = field.join
  const onField: ClientField | undefined = collection.fields.find((f) => f.name === join.on)
  const useAsTitle = collection.admin.useAsTitle
  const query = useQuery(
    joinedDocumentsQuery({
      collection: collection.slug,
      on: join.on,
      id: props.id,
      isHasMany: onField !== undefined && 'hasMany' in onField && onField.hasMany === true,
      useAsTitle,
      page,
      limit: join.limit,
      locale: props.locale,
      isDraft: collection.hasDrafts,
    }),
  )
  const data = query.data
  const total = data?.totalDocs ?? 0
  const range = pageRange({ page, limit: join.limit, totalDocs: total })

  return (
    <div id={props.id} className="join" aria-busy={query.isFetching || undefined}>
      {query.isError ? (
        <p className="join__note join__note--error" role="alert">
          {t('folio:loadFailed')}
        </p>
      ) : !data ? (
        <p className="join__note">{t('general:loading')}</p>
      ) : total === 0 ? (
        <p className="join__note">{t('folio:joinEmpty')}</p>
      ) : (
        <>
          <p className="join__count">{t('folio:joinCount', { count: total })}</p>
          <ul className="join__list">
            {data.docs.map((doc) => {
              const title = doc[useAsTitle]
              return (
                <li key={String(doc.id)} className="join__item">
                  <Link className="join__link" to={adminPaths.document(collection.slug, doc.id)}>
                    {typeof title === 'string' && title ? title : String(doc.id)}
                  </Link>
                </li>
              )
            })}
          </ul>
          {data.totalPages > 1 && (
            <nav className="join__pagination" aria-label={t('folio:pagination')}>
              <button
                type="button"
                className="button button--secondary join__step"
                disabled={!data.hasPrevPage}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('general:previous')}
              </button>
              <span className="join__range" aria-live="polite">
                {t('folio:rangeOf', { from: range.from, to: range.to, total: range.total })}
              </span>
              <button
                type="button"
                className="button button--secondary join__step"
                disabled={!data.hasNextPage}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('general:next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}
