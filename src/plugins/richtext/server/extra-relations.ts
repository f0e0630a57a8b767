import type { Field } from 'payload'
import type { RichTextExtraFields } from './editor-options'
import { dataFields } from './extra-fields'

/**
 * A relationship or upload value among a link's or upload's extra fields: its target and id, and
 * how to put a document (a read) or the bare id (a save) in its place.
 */
export interface ExtraRelationSlot {
  relationTo: string
  id: string | number
  set: (value: unknown) => void
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const idOf = (value: unknown): string | number | undefined => {
  const id = isObject(value) ? value.id : value
  return typeof id === 'string' || typeof id === 'number' ? id : undefined
}

/** The slots of one relationship or upload field's value (one or many, one target or several). */
function relationSlots(
  field: Field & { name: string },
  holder: Record<string, unknown>,
  out: ExtraRelationSlot[],
): void {
  if (field.type !== 'relationship' && field.type !== 'upload') return
  const targets = field.relationTo
  const value = holder[field.name]
  const one = (item: unknown, put: (value: unknown) => void) => {
    if (Array.isArray(targets)) {
      if (!isObject(item) || typeof item.relationTo !== 'string') return
      if (!targets.includes(item.relationTo)) return
      const id = idOf(item.value)
      if (id !== undefined)
        out.push({ relationTo: item.relationTo, id, set: (doc) => (item.value = doc) })
    } else {
      const id = idOf(item)
      if (id !== undefined) out.push({ relationTo: targets, id, set: put })
    }
  }
  if (Array.isArray(value)) value.forEach((item, index) => one(item, (doc) => (value[index] = doc)))
  else one(value, (doc) => (holder[field.name] = doc))
}

/** Walks extra fields' values through groups, arrays and blocks to their relations. */
function visit(fields: Field[], holder: unknown, out: ExtraRelationSlot[]): void {
  if (!isObject(holder)) return
  for (const field of dataFields(fields)) {
    const value = holder[field.name]
    if (field.type === 'group') visit(field.fields, value, out)
    else if (field.type === 'array' && Array.isArray(value))
      for (const row of value) visit(field.fields, row, out)
    else if (field.type === 'blocks' && Array.isArray(value))
      for (const row of value) {
        const block = field.blocks.find((b) => isObject(row) && b.slug === row.blockType)
        if (block) visit(block.fields, row, out)
      }
    else relationSlots(field, holder, out)
  }
}

/** Every relation held by the declared extra fields of the value's links and uploads. */
export function extraRelationSlots(
  value: unknown,
  extra: RichTextExtraFields | undefined,
): ExtraRelationSlot[] {
  const out: ExtraRelationSlot[] = []
  if (!extra || !Array.isArray(value)) return out
  const stack: unknown[] = [...value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!isObject(node)) continue
    const declared =
      node.type === 'link'
        ? extra.link
        : node.type === 'upload' && typeof node.relationTo === 'string'
          ? extra.upload[node.relationTo]
          : undefined
    if (declared?.length && isObject(node.fields)) visit(declared, node.fields, out)
    if (Array.isArray(node.children)) stack.push(...(node.children as unknown[]))
  }
  return out
}

/** The extra fields' relations as Payload stores a relation: the bare id. */
export function withExtraRelationIds<T>(value: T, extra: RichTextExtraFields | undefined): T {
  for (const slot of extraRelationSlots(value, extra)) slot.set(slot.id)
  return value
}
