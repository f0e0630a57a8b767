import { relatedSlots } from './related-nodes'

/** The value as stored: every related document (populated by a read at depth > 0) back to `{ id }`. */
export function withIdsOnly<T>(value: T): T {
  for (const slot of relatedSlots(value)) slot.holder.value = { id: slot.id }
  return value
}
