/** A place in a rich-text value that holds a related document: `holder.value` is `{ id }` or the document. */
export interface RelatedSlot {
  relationTo: string
  holder: { value: unknown }
  id: string | number
  /** The node's 1-based position, from the top-level block down, as the validator names it. */
  at: number[]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function idOf(value: unknown): string | number | undefined {
  if (!isObject(value)) return undefined
  const { id } = value
  return typeof id === 'string' || typeof id === 'number' ? id : undefined
}

function slotOf(holder: unknown, at: number[]): RelatedSlot | undefined {
  if (!isObject(holder) || typeof holder.relationTo !== 'string') return undefined
  const id = idOf(holder.value)
  if (id === undefined) return undefined
  return { relationTo: holder.relationTo, holder: holder as { value: unknown }, id, at }
}

/**
 * Every relationship and upload node and every internal link's `doc` in a value, in document
 * order. Walks with its own stack and takes any shape (stored data may predate the validator, or
 * be a draft).
 */
export function relatedSlots(value: unknown): RelatedSlot[] {
  const slots: RelatedSlot[] = []
  if (!Array.isArray(value)) return slots
  const stack = value.map((node: unknown, i) => ({ node, at: [i + 1] })).reverse()
  while (stack.length > 0) {
    const { node, at } = stack.pop()!
    if (!isObject(node)) continue
    const slot =
      node.type === 'relationship' || node.type === 'upload'
        ? slotOf(node, at)
        : node.type === 'link' && node.linkType === 'internal'
          ? slotOf(node.doc, at)
          : undefined
    if (slot) slots.push(slot)
    if (Array.isArray(node.children))
      for (let i = node.children.length - 1; i >= 0; i--)
        stack.push({ node: (node.children as unknown[])[i], at: [...at, i + 1] })
  }
  return slots
}

/** A relation as one key: its collection and id. */
export const relationKey = (slot: { relationTo: string; id: string | number }): string =>
  `${slot.relationTo}\u0000${String(slot.id)}`

/** The relations a stored value holds already (a write keeps them without a new check). */
export const storedRelations = (stored: unknown): Set<string> =>
  new Set(relatedSlots(stored).map(relationKey))
