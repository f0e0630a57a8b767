import { queryKeys } from './query-keys'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import type { ListResponse } from './documents'
import { api } from './http'

export interface RelationSearchArgs {
  slug: string
  /** The field searched and shown (the collection's `useAsTitle`). */
  titleField: string
  search: string
  locale?: string
  isDraft: boolean
  limit?: number
  /** Select the whole document instead of the title (upload choosers need thumbnails). */
  isFullDoc?: boolean
  /** By title unless given. */
  sort?: string
}

/** Documents of a collection whose title contains the search text, page by page. */
export const relationSearchQuery = (args: RelationSearchArgs) =>
  infiniteQueryOptions({
    queryKey: queryKeys.relationSearch(
      args.slug,
      args.titleField,
      args.search,
      args.locale ?? null,
      args.isDraft,
      args.limit ?? 10,
      Boolean(args.isFullDoc),
      args.sort ?? null,
    ),
    queryFn: ({ pageParam, signal }) =>
      api<ListResponse>(apiPaths.collection(args.slug), {
        query: {
          where: args.search ? { [args.titleField]: { like: args.search } } : undefined,
          limit: args.limit ?? 10,
          page: pageParam,
          sort: args.sort ?? (args.titleField === 'id' ? undefined : args.titleField),
          depth: 0,
          locale: args.locale,
          draft: args.isDraft ? 'true' : undefined,
          select: args.isFullDoc ? undefined : { [args.titleField]: 'true' },
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? (last.nextPage ?? last.page + 1) : undefined),
    staleTime: 10_000,
  })
