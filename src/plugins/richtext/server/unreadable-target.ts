import { executeAccess, type PayloadRequest } from 'payload'
import type { RichTextProblem } from '../shared'
import { readableDocs } from './readable-docs'
import { relatedSlots, relationKey, storedRelations, type RelatedSlot } from './related-nodes'

/** Of `slots` (all into one collection), the ids the writer may read: by the collection's read access, and its query if it returns one. */
async function readableIds(
  collection: string,
  slots: RelatedSlot[],
  req: PayloadRequest,
): Promise<Set<string>> {
  const config = req.payload.collections[collection]?.config
  if (!config) return new Set()
  const access = await executeAccess({ req, disableErrors: true }, config.access.read)
  if (!access) return new Set()
  // Read access without a query: every id of the collection may be related (also one deleted
  // since, as Payload's relationship fields allow; reads then leave it `{ id }`).
  if (access === true) return new Set(slots.map((slot) => String(slot.id)))
  const docs = await readableDocs(
    collection,
    slots.map((slot) => slot.id),
    { req, overrideAccess: false },
  )
  return new Set(docs.keys())
}

/**
 * The first relationship, upload or internal link node the write adds (not in `previous`, the
 * stored value) that points to a document the writer may not read, or undefined. Relations kept
 * from the stored value are not checked again: whoever edits a document keeps what others related.
 */
export async function unreadableTarget(
  value: unknown,
  previous: unknown,
  req: PayloadRequest,
): Promise<RichTextProblem | undefined> {
  const kept = storedRelations(previous)
  const added = relatedSlots(value).filter((slot) => !kept.has(relationKey(slot)))
  const byCollection = new Map<string, RelatedSlot[]>()
  for (const slot of added) {
    const list = byCollection.get(slot.relationTo) ?? []
    list.push(slot)
    byCollection.set(slot.relationTo, list)
  }
  const readable = new Map<string, Set<string>>()
  for (const [collection, slots] of byCollection)
    readable.set(collection, await readableIds(collection, slots, req))
  const refused = added.find((slot) => !readable.get(slot.relationTo)?.has(String(slot.id)))
  return refused
    ? {
        key: 'relationNotReadable',
        at: refused.at,
        vars: { relationTo: refused.relationTo, id: refused.id },
      }
    : undefined
}
