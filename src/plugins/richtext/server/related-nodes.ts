/** A place in a rich-text value that holds a related document: `holder.value` is `{ id }` or the document. */
export interface RelatedSlot {
  relationTo: string
  holder: { value: unknown }
  id: string | number
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function idOf(value: unknown): string | number | undefined {
  if (!isObject(value)) return undefined
  const { id } = value
  return typeof id === 'string' || typeof id === 'number' ? id : undefined
}

function slotOf(holder: unknown): RelatedSlot | undefined {
  if (!isObject(holder) || typeof holder.relationTo !== 'string') return undefined
  const id = idOf(holder.value)
  if (id === undefined) return undefined
  return { relationTo: holder.relationTo, holder: holder as { value: unknown }, id }
}

/**
 * Every relationship and upload node and every internal link's `doc` in a value. Walks with its
 * own stack and takes any shape (stored data may predate the validator, or be a draft).
 */
export function relatedSlots(value: unknown): RelatedSlot[] {
  const slots: RelatedSlot[] = []
  if (!Array.isArray(value)) return slots
  const stack: unknown[] = [...value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!isObject(node)) continue
    const slot =
      node.type === 'relationship' || node.type === 'upload'
        ? slotOf(node)
        : node.type === 'link' && node.linkType === 'internal'
          ? slotOf(node.doc)
          : undefined
    if (slot) slots.push(slot)
    if (Array.isArray(node.children))
      for (const child of node.children as unknown[]) stack.push(child)
  }
  return slots
}
