import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import { api } from './http'
import type { QueryValue } from './query-string'

export type Doc = Record<string, unknown> & { id: string | number }

export interface ListResponse {
  docs: Doc[]
  totalDocs: number
  page: number
  limit: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage: number | null
  prevPage: number | null
}

export interface ListParams {
  slug: string
  page: number
  limit: number
  sort?: string
  where?: Record<string, QueryValue>
  locale?: string
}

export const documentsQuery = (p: ListParams) =>
  queryOptions({
    queryKey: ['documents', p.slug, p],
    queryFn: ({ signal }) =>
      api<ListResponse>(apiPaths.collection(p.slug), {
        query: { page: p.page, limit: p.limit, sort: p.sort, where: p.where, locale: p.locale, depth: 0 },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const documentQuery = (args: { slug: string; id: string; locale?: string; isDraft: boolean }) =>
  queryOptions({
    queryKey: ['document', args.slug, args.id, args.locale ?? null],
    queryFn: ({ signal }) =>
      api<Doc>(apiPaths.document(args.slug, args.id), {
        query: { depth: 0, locale: args.locale, draft: args.isDraft ? 'true' : undefined, 'fallback-locale': 'none' },
        signal,
      }),
  })

export const globalQuery = (args: { slug: string; locale?: string; isDraft: boolean }) =>
  queryOptions({
    queryKey: ['global', args.slug, args.locale ?? null],
    queryFn: ({ signal }) =>
      api<Record<string, unknown>>(apiPaths.global(args.slug), {
        query: { depth: 0, locale: args.locale, draft: args.isDraft ? 'true' : undefined, 'fallback-locale': 'none' },
        signal,
      }),
  })

export interface SaveResponse {
  doc?: Doc
  result?: Record<string, unknown>
  message?: string
}

/** Create (POST), update (PATCH), or update a global (POST to the global). */
export function saveDocument(args: {
  target: { kind: 'collection'; slug: string; id?: string } | { kind: 'global'; slug: string }
  data: Record<string, unknown>
  locale?: string
}): Promise<SaveResponse> {
  const { target, data, locale } = args
  const query = { locale, depth: 0 }
  if (target.kind === 'global') return api<SaveResponse>(apiPaths.global(target.slug), { method: 'POST', body: data, query })
  if (target.id) return api<SaveResponse>(apiPaths.document(target.slug, target.id), { method: 'PATCH', body: data, query })
  return api<SaveResponse>(apiPaths.collection(target.slug), { method: 'POST', body: data, query })
}
