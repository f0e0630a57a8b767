import { queryKeys } from './query-keys'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import type { Doc, ListResponse } from './documents'
import { api } from './http'

export interface RelationDocArgs {
  slug: string
  id: string | number
  /** Only this field (the title); without it, the whole document (uploads need url, sizes, alt). */
  titleField?: string
  locale?: string
  isDraft: boolean
}

type Waiter = { resolve: (doc: Doc | null) => void; reject: (error: unknown) => void }
interface Batch {
  args: Omit<RelationDocArgs, 'id'>
  waiters: Map<string, Waiter[]>
}

const MAX_IDS = 100
const batches = new Map<string, Batch>()

/**
 * Related documents by id, batched: every request made in the same tick for one collection (and
 * locale, and field selection) becomes one `where[id][in]` request. A list page of relationship
 * cells costs one request per related collection, not one per cell. Unknown or unreadable ids
 * resolve to null.
 */
export function loadRelationDoc(args: RelationDocArgs): Promise<Doc | null> {
  const { id, ...rest } = args
  const key = JSON.stringify([
    rest.slug,
    rest.titleField ?? null,
    rest.locale ?? null,
    rest.isDraft,
  ])
  let batch = batches.get(key)
  if (!batch) {
    batch = { args: rest, waiters: new Map() }
    batches.set(key, batch)
    setTimeout(() => {
      batches.delete(key)
      void flush(batch!)
    }, 0)
  }
  const waiting = batch.waiters
  return new Promise((resolve, reject) => {
    const list = waiting.get(String(id)) ?? []
    list.push({ resolve, reject })
    waiting.set(String(id), list)
  })
}

async function flush(batch: Batch): Promise<void> {
  const ids = [...batch.waiters.keys()]
  for (let start = 0; start < ids.length; start += MAX_IDS) {
    const chunk = ids.slice(start, start + MAX_IDS)
    try {
      const { args } = batch
      const response = await api<ListResponse>(apiPaths.collection(args.slug), {
        query: {
          where: { id: { in: chunk.join(',') } },
          limit: chunk.length,
          depth: 0,
          pagination: 'false',
          locale: args.locale,
          draft: args.isDraft ? 'true' : undefined,
          select: args.titleField ? { [args.titleField]: 'true' } : undefined,
        },
      })
      const byId = new Map(response.docs.map((d) => [String(d.id), d]))
      for (const id of chunk)
        for (const w of batch.waiters.get(id) ?? []) w.resolve(byId.get(id) ?? null)
    } catch (error) {
      for (const id of chunk) for (const w of batch.waiters.get(id) ?? []) w.reject(error)
    }
  }
}

/** One related document (or its title only), cached per id; `['relation-doc', slug]` invalidates a collection. */
export const relationDocQuery = (args: RelationDocArgs) =>
  queryOptions({
    queryKey: queryKeys.relationDoc(
      args.slug,
      String(args.id),
      args.titleField ?? '*',
      args.locale ?? null,
      args.isDraft,
    ),
    queryFn: () => loadRelationDoc(args),
    staleTime: 30_000,
  })
