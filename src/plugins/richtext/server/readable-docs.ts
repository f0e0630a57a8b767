import type { PayloadRequest, TypedFallbackLocale } from 'payload'
import { queryableIds } from './queryable-ids'

export interface ReadOptions {
  req: PayloadRequest
  overrideAccess: boolean
  locale?: string
  fallbackLocale?: TypedFallbackLocale
  draft?: boolean
}

/**
 * The documents of one collection among `ids` that `req` may read, at depth 0, in one query. Runs
 * inside the request's transaction (a write's afterRead, a write's check) and never ends it: a
 * collection the reader may not read finds nothing instead of throwing Forbidden (Payload's find
 * rolls the request's transaction back on any error), and only ids that can be the collection's
 * are queried.
 */
export async function readableDocs(
  collection: string,
  ids: (string | number)[],
  options: ReadOptions,
): Promise<Map<string, unknown>> {
  const { req } = options
  const found = new Map<string, unknown>()
  const possible = queryableIds(req, collection, [...new Set(ids)])
  if (possible.length === 0) return found
  const transactionID = req.transactionID
  try {
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: possible } },
      depth: 0,
      limit: possible.length,
      pagination: false,
      overrideAccess: options.overrideAccess,
      disableErrors: true,
      locale: options.locale as never,
      fallbackLocale: options.fallbackLocale as never,
      draft: options.draft,
      req,
    })
    for (const doc of docs) found.set(String(doc.id), doc)
  } catch (error) {
    // The failed find rolled back the write this runs in: the write must fail, not answer as saved.
    if (transactionID && !req.transactionID) throw error
    req.payload.logger.warn({ err: error, collection }, 'rich text: related documents not read')
  }
  return found
}
