import { queryKeys } from './query-keys'
import { queryOptions } from '@tanstack/react-query'
import { reads } from '../../shared/api-reads'
import { read } from './http'
import type { ListResponse } from './documents'

/** How many versions a document (or global) has: one request for one row, reading totalDocs. */
export const versionsCountQuery = (
  target: { kind: 'collection'; slug: string; id: string } | { kind: 'global'; slug: string },
) =>
  queryOptions({
    queryKey: queryKeys.versionsCount(
      target.kind,
      target.slug,
      target.kind === 'collection' ? (target.id ?? null) : null,
    ),
    queryFn: async ({ signal }) => {
      const response = await read<ListResponse>(reads.versionsCount(target), signal)
      return response.totalDocs
    },
  })
