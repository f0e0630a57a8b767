import type { PayloadRequest, TypedFallbackLocale } from 'payload'
import { relatedSlots, type RelatedSlot } from './related-nodes'

export interface PopulateOptions {
  req: PayloadRequest
  overrideAccess: boolean
  locale?: string
  fallbackLocale?: TypedFallbackLocale
  draft?: boolean
}

/** The documents of one collection the reader may see, read at depth 0 in one query, by id. */
async function readable(
  collection: string,
  ids: (string | number)[],
  options: PopulateOptions,
): Promise<Map<string, unknown>> {
  const { req } = options
  const found = new Map<string, unknown>()
  const target = req.payload.collections[collection]
  if (!target) return found
  // A stored id that cannot be one of this collection's (text on a numeric one) finds nothing.
  const idType = target.customIDType ?? req.payload.db.defaultIDType
  const possible = idType === 'number' ? ids.filter((id) => /^\d+$/.test(String(id))) : ids
  if (possible.length === 0) return found
  try {
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: possible } },
      depth: 0,
      limit: possible.length,
      pagination: false,
      overrideAccess: options.overrideAccess,
      locale: options.locale as never,
      fallbackLocale: options.fallbackLocale as never,
      draft: options.draft,
      req,
    })
    for (const doc of docs) found.set(String(doc.id), doc)
  } catch (error) {
    req.payload.logger.warn({ err: error, collection }, 'rich text: related documents not read')
  }
  return found
}

/**
 * Puts the related documents into a value's relationship, upload and internal link nodes, one
 * query per collection, as the reader (`req`) may see them; the others stay `{ id }`.
 */
export async function populateRelated<T>(value: T, options: PopulateOptions): Promise<T> {
  const byCollection = new Map<string, RelatedSlot[]>()
  for (const slot of relatedSlots(value)) {
    const slots = byCollection.get(slot.relationTo) ?? []
    slots.push(slot)
    byCollection.set(slot.relationTo, slots)
  }
  await Promise.all(
    [...byCollection].map(async ([collection, slots]) => {
      const ids = [...new Set(slots.map((s) => s.id))]
      const docs = await readable(collection, ids, options)
      for (const slot of slots) slot.holder.value = docs.get(String(slot.id)) ?? { id: slot.id }
    }),
  )
  return value
}
