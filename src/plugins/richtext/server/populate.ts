import type { RichTextExtraFields } from './editor-options'
import { extraRelationSlots } from './extra-relations'
import { readableDocs, type ReadOptions } from './readable-docs'
import { relatedSlots } from './related-nodes'
import { allowsRichTextRelations } from './rules'

export type PopulateOptions = ReadOptions

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
 * (`req`) may see them. A node into a collection closed to rich text (stored before it was, or
 * planted past the validator) is never read, whoever reads: it stays `{ id }`.
 */
export async function populateRelated<T>(
  value: T,
  options: PopulateOptions,
  extra?: RichTextExtraFields,
): Promise<T> {
  const nodes: Slot[] = relatedSlots(value).map((slot) => ({
    relationTo: slot.relationTo,
    id: slot.id,
    found: (doc: unknown) => (slot.holder.value = doc),
    missing: () => (slot.holder.value = { id: slot.id }),
  }))
  const isOpen = (slot: Slot) =>
    allowsRichTextRelations(options.req.payload.config, slot.relationTo)
  for (const slot of nodes) if (!isOpen(slot)) slot.missing()
  const slots: Slot[] = [
    ...nodes.filter(isOpen),
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
      const docs = await readableDocs(
        collection,
        list.map((s) => s.id),
        options,
      )
      for (const slot of list) {
        const doc = docs.get(String(slot.id))
        if (doc) slot.found(doc)
        else slot.missing()
      }
    }),
  )
  return value
}
