import { queryKeys } from './query-keys'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import type { ListResponse } from './documents'
import { api } from './http'

export interface JoinedDocumentsParams {
  /** The collection whose documents point here, and the relationship field they point with. */
  collection: string
  on: string
  /** The document pointed at. */
  id: string
  /** A hasMany relationship holds a list: it matches when the list contains the id. */
  isHasMany: boolean
  /** The one field each document is shown by. */
  useAsTitle: string
  page: number
  limit: number
  locale?: string
  /** Drafts collections list their latest versions, as the edit view shows them. */
  isDraft: boolean
}

/**
 * One page of the documents of a join: `where[on][equals]=id` for a single relationship,
 * `where[on][in]=id` for a hasMany one (equals would compare the whole list), only the title
 * selected. Keyed under `documents/<collection>` so saving one of them refreshes the list.
 */
export const joinedDocumentsQuery = (p: JoinedDocumentsParams) =>
  queryOptions({
    queryKey: queryKeys.documents(p.collection, 'joined', p),
    queryFn: ({ signal }) =>
      api<ListResponse>(apiPaths.collection(p.collection), {
        query: {
          where: { [p.on]: { [p.isHasMany ? 'in' : 'equals']: p.id } },
          limit: p.limit,
          page: p.page,
          depth: 0,
          select: { [p.useAsTitle]: true },
          locale: p.locale,
          draft: p.isDraft ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
