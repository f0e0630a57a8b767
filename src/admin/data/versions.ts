import { queryKeys } from './query-keys'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import { api } from './http'
import type { ListResponse } from './documents'

/** How many versions a document (or global) has: one request for one row, reading totalDocs. */
export const versionsCountQuery = (target: { kind: 'collection'; slug: string; id: string } | { kind: 'global'; slug: string }) =>
  queryOptions({
    queryKey: queryKeys.versionsCount(target.kind, target.slug, target.kind === 'collection' ? (target.id ?? null) : null),
    queryFn: async ({ signal }) => {
      const path = target.kind === 'global' ? apiPaths.globalVersions(target.slug) : apiPaths.versions(target.slug)
      const where = target.kind === 'collection' ? { parent: { equals: target.id } } : undefined
      const response = await api<ListResponse>(path, { query: { limit: 1, depth: 0, where, select: { updatedAt: 'true' } }, signal })
      return response.totalDocs
    },
  })
