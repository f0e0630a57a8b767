import type { PayloadRequest, TypedFallbackLocale } from 'payload'
import type { RichTextExtraFields } from './editor-options'
import { extraRelationSlots } from './extra-relations'
import { relatedSlots } from './related-nodes'

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

interface Slot {
  relationTo: string
  id: string | number
  found: (doc: unknown) => void
  missing: () => void
}

/**
 * Puts the related documents into a value's relationship, upload and internal link nodes (the
 * others stay `{ id }`), and into the relations of their declared extra fields (the others stay
 * the bare id, as Payload leaves a relationship field): one query per collection, as the reader
 * (`req`) may see them.
 */
export async function populateRelated<T>(
  value: T,
  options: PopulateOptions,
  extra?: RichTextExtraFields,
): Promise<T> {
  const slots: Slot[] = [
    ...relatedSlots(value).map((slot) => ({
      relationTo: slot.relationTo,
      id: slot.id,
      found: (doc: unknown) => (slot.holder.value = doc),
      missing: () => (slot.holder.value = { id: slot.id }),
    })),
    ...extraRelationSlots(value, extra).map((slot) => ({
      relationTo: slot.relationTo,
      id: slot.id,
      found: slot.set,
      missing: () => slot.set(slot.id),
    })),
  ]
  const byCollection = new Map<string, Slot[]>()
  for (const slot of slots) {
    const list = byCollection.get(slot.relationTo) ?? []
    list.push(slot)
    byCollection.set(slot.relationTo, list)
  }
  await Promise.all(
    [...byCollection].map(async ([collection, list]) => {
      const ids = [...new Set(list.map((s) => s.id))]
      const docs = await readable(collection, ids, options)
      for (const slot of list) {
        const doc = docs.get(String(slot.id))
        if (doc) slot.found(doc)
        else slot.missing()
      }
    }),
  )
  return value
}
