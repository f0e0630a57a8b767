import type { ClientField } from '../../../../shared/client-config'
import type { QueryValue } from '../../../../shared/query-string'
import {
  BOOLEAN_OPERATORS,
  LIST_OPERATORS,
  OPERATORS_BY_TYPE,
  QUERY_OPERATORS,
  type QueryOperator,
} from '../../../../shared/query-operators'

export interface FilterCondition {
  field: string
  operator: QueryOperator
  /** As entered: a string (or boolean for exists and checkboxes); converted when sent. */
  value: unknown
}

/** Conditions in a group must all hold (and); any group may hold (or). */
export type FilterGroups = FilterCondition[][]

/** The `filter` URL parameter: the groups as JSON, checked against the collection's fields. */
export function parseFilter(raw: string | null, fields: ClientField[]): FilterGroups {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed
      .map((group: unknown) =>
        Array.isArray(group)
          ? group.filter((c): c is FilterCondition => isValidCondition(c, fields))
          : [],
      )
      .filter((group) => group.length > 0)
  } catch {
    return []
  }
}

export function serializeFilter(groups: FilterGroups): string | undefined {
  const kept = groups.filter((g) => g.length > 0)
  return kept.length ? JSON.stringify(kept) : undefined
}

function isValidCondition(c: unknown, fields: ClientField[]): boolean {
  if (!c || typeof c !== 'object') return false
  const { field, operator } = c as Partial<FilterCondition>
  const type = fields.find((f) => f.name === field)?.type
  return (
    type !== undefined &&
    (QUERY_OPERATORS as readonly string[]).includes(String(operator)) &&
    OPERATORS_BY_TYPE[type].includes(operator as QueryOperator)
  )
}

/** The value Payload expects for the field type and operator. */
export function queryValue(condition: FilterCondition, field: ClientField): QueryValue {
  const { operator, value } = condition
  if (BOOLEAN_OPERATORS.includes(operator)) return value === true || value === 'true'
  if (LIST_OPERATORS.includes(operator)) {
    const items = String(value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    return field.type === 'number' ? items.map(Number) : items
  }
  if (field.type === 'checkbox') return value === true || value === 'true'
  if (field.type === 'number') return value === '' || value === null ? null : Number(value)
  // a polymorphic relation compares with `{ relationTo, value }`, as Payload queries it
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof value === 'object' &&
    value !== null
  )
    return value as QueryValue
  return typeof value === 'string' || typeof value === 'number' ? value : String(value ?? '')
}

/** Payload's `where`: `{ or: [{ and: [{ field: { operator: value } }] }] }`; complete conditions only. */
export function filterWhere(
  groups: FilterGroups,
  fields: ClientField[],
): Record<string, QueryValue> | undefined {
  const or = groups
    .map((group) =>
      group
        .map((c) => ({ condition: c, field: fields.find((f) => f.name === c.field) }))
        .filter(
          ({ condition, field }) =>
            field &&
            (BOOLEAN_OPERATORS.includes(condition.operator) ||
              field.type === 'checkbox' ||
              (condition.value !== '' &&
                condition.value !== null &&
                condition.value !== undefined)),
        )
        .map(({ condition, field }) => ({
          [condition.field]: { [condition.operator]: queryValue(condition, field!) },
        })),
    )
    .filter((and) => and.length > 0)
    .map((and) => ({ and }))
  return or.length ? { or } : undefined
}
