import type { RelationshipField, UploadField } from '../../../shared/client-config'

/** What the relation helpers read of a relationship or upload field. */
type RelationRules = Pick<RelationshipField | UploadField, 'relationTo' | 'hasMany'>

export type DocId = string | number

/** One related document, whatever shape the field stores it in. */
export interface RelationRef {
  relationTo: string
  id: DocId
}

/** The collections a relationship or upload field may point to. */
export function relationTargets(field: Pick<RelationRules, 'relationTo'>): string[] {
  if (Array.isArray(field.relationTo)) return field.relationTo
  return field.relationTo ? [field.relationTo] : []
}

export function isPolymorphic(field: Pick<RelationRules, 'relationTo'>): boolean {
  return Array.isArray(field.relationTo)
}

export function refKey(ref: RelationRef): string {
  return `${ref.relationTo}:${String(ref.id)}`
}

function isId(value: unknown): value is DocId {
  return (
    (typeof value === 'string' && value !== '') ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}

/** An id, or the id of a populated document (`{ id, … }`); anything else is no id. */
function idOf(value: unknown): DocId | undefined {
  if (isId(value)) return value
  if (value && typeof value === 'object' && 'id' in value && isId((value as { id: unknown }).id))
    return (value as { id: DocId }).id
  return undefined
}

function refOf(value: unknown, field: Pick<RelationRules, 'relationTo'>): RelationRef | undefined {
  if (isPolymorphic(field)) {
    if (!value || typeof value !== 'object' || !('relationTo' in value)) return undefined
    const { relationTo, value: inner } = value as { relationTo: unknown; value: unknown }
    const id = idOf(inner)
    return typeof relationTo === 'string' && id !== undefined ? { relationTo, id } : undefined
  }
  const id = idOf(value)
  const relationTo = relationTargets(field)[0]
  return id !== undefined && relationTo ? { relationTo, id } : undefined
}

/** The related documents of a value: single or hasMany, plain ids or `{ relationTo, value }`. */
export function toRefs(value: unknown, field: RelationRules): RelationRef[] {
  const values = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
  return values.map((v) => refOf(v, field)).filter((r): r is RelationRef => r !== undefined)
}

/** The form value for these documents, in the shape Payload stores for the field. */
export function fromRefs(refs: RelationRef[], field: RelationRules): unknown {
  const values = refs.map((r) =>
    isPolymorphic(field) ? { relationTo: r.relationTo, value: r.id } : r.id,
  )
  if (field.hasMany) return values
  return values[0] ?? null
}

/** What REST returned (ids, or populated documents at a higher depth) as the form value. */
export function relationFromDoc(value: unknown, field: RelationRules): unknown {
  if (value === null || value === undefined) return field.hasMany ? [] : null
  return fromRefs(toRefs(value, field), field)
}

/** The value with one more document (hasMany appends, skipping one already chosen; single replaces). */
export function withRef(value: unknown, ref: RelationRef, field: RelationRules): unknown {
  if (!field.hasMany) return fromRefs([ref], field)
  const refs = toRefs(value, field)
  if (refs.some((r) => refKey(r) === refKey(ref))) return fromRefs(refs, field)
  return fromRefs([...refs, ref], field)
}

/** The value without one document. */
export function withoutRef(value: unknown, ref: RelationRef, field: RelationRules): unknown {
  return fromRefs(
    toRefs(value, field).filter((r) => refKey(r) !== refKey(ref)),
    field,
  )
}

/** The value with one document swapped for another, in its place. */
export function replaceRef(
  value: unknown,
  previous: RelationRef,
  next: RelationRef,
  field: RelationRules,
): unknown {
  const refs = toRefs(value, field)
  if (refs.some((r) => refKey(r) === refKey(next))) return fromRefs(refs, field)
  return fromRefs(
    refs.map((r) => (refKey(r) === refKey(previous) ? next : r)),
    field,
  )
}
