import type { FlattenedField } from 'payload'
import { QUERY_OPERATORS } from '../../../shared/query-operators'
import { fieldAtPath, relatedFields, type FieldScope } from './field-paths'
import type { QueryProblem } from './query-problem'

/** How large one filter may be: SQLite refuses an `or` of about 1000 terms, and and/or nested about 100 deep. */
export interface WhereBounds {
  conditions: number
  values: number
  levels: number
}

export const WHERE_BOUNDS: WhereBounds = { conditions: 500, values: 5000, levels: 16 }

/** Payload's operators: those the admin's filters know, and `not_like`. */
export const WHERE_OPERATORS: readonly string[] = [...QUERY_OPERATORS, 'not_like']
const SPATIAL = new Set(['near', 'within', 'intersects'])

type Scalar = string | number | boolean | null

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

/** A field whose `contains` takes a filter of the documents it leads to (Payload's nested relationship query). */
const takesNestedFilter = (field: FlattenedField | undefined) =>
  !!field &&
  ((field.type === 'join' && typeof field.collection === 'string') ||
    ((field.type === 'relationship' || field.type === 'upload') &&
      field.hasMany === true &&
      typeof field.relationTo === 'string'))

/** A polymorphic relationship's value as the admin's list filter sends it: `{ relationTo, value }`. */
const isRelationValue = (field: FlattenedField | undefined, value: unknown) =>
  !!field &&
  (field.type === 'relationship' || field.type === 'upload') &&
  Array.isArray(field.relationTo) &&
  isObject(value) &&
  typeof value.relationTo === 'string' &&
  isScalar(value.value) &&
  Object.keys(value).length === 2

/** GeoJSON coordinates: arrays of arrays of numbers (PostGIS reads nothing else). */
function isCoordinates(value: unknown, depth = 0): boolean {
  if (!Array.isArray(value) || value.length === 0 || depth > 4) return false
  return value.every((item) =>
    Array.isArray(item)
      ? isCoordinates(item, depth + 1)
      : typeof item === 'number' && Number.isFinite(item),
  )
}

function isSpatialValue(operator: string, value: unknown): boolean {
  if (operator === 'near') {
    const parts = typeof value === 'string' ? value.split(',') : value
    return Array.isArray(parts) && parts.length >= 2 && parts.length <= 4 && parts.every(isNumeric)
  }
  return isObject(value) && typeof value.type === 'string' && isCoordinates(value.coordinates)
}

class FilterWalk {
  conditions = 0
  values = 0
  constructor(
    private readonly bounds: WhereBounds,
    private readonly isSpatialDatabase: boolean,
  ) {}

  private tooLarge(): QueryProblem {
    const { conditions, values, levels } = this.bounds
    return { key: 'whereTooLarge', vars: { conditions, values, levels } }
  }

  conditionsOf(where: unknown, scope: FieldScope, level: number): QueryProblem | undefined {
    if (level > this.bounds.levels) return this.tooLarge()
    if (!isObject(where)) return { key: 'whereNotConditions' }
    for (const [path, constraint] of Object.entries(where)) {
      if (/^(and|or)$/i.test(path)) {
        if (!Array.isArray(constraint)) return { key: 'whereAndOrNotList', vars: { name: path } }
        for (const item of constraint) {
          const problem = this.conditionsOf(item, scope, level + 1)
          if (problem) return problem
        }
        continue
      }
      if (!isObject(constraint)) return { key: 'whereNoOperator', vars: { path } }
      for (const [operator, value] of Object.entries(constraint)) {
        if (++this.conditions > this.bounds.conditions) return this.tooLarge()
        const problem = this.condition({ path, operator, value, scope, level })
        if (problem) return problem
      }
    }
    return undefined
  }

  private condition(args: {
    path: string
    operator: string
    value: unknown
    scope: FieldScope
    level: number
  }): QueryProblem | undefined {
    const { path, operator, value, scope, level } = args
    if (!WHERE_OPERATORS.includes(operator))
      return {
        key: 'whereUnknownOperator',
        vars: { path, operator, operators: WHERE_OPERATORS.join(', ') },
      }
    const field = fieldAtPath(scope, path)
    const notForField: QueryProblem = { key: 'whereOperatorNotForField', vars: { path, operator } }
    // Payload's SQL adapters have no `all`, and the spatial operators only on PostgreSQL point fields.
    if (operator === 'all') return notForField
    if (SPATIAL.has(operator)) {
      if (!this.isSpatialDatabase || field?.type !== 'point') return notForField
      if (!isSpatialValue(operator, value))
        return { key: 'whereSpatialValue', vars: { path, operator } }
      this.values++
      return undefined
    }
    const values = Array.isArray(value) ? value : [value]
    if (values.length > 0 && values.every((item) => isRelationValue(field, item))) {
      this.values += values.length
      return this.values > this.bounds.values ? this.tooLarge() : undefined
    }
    if (isObject(value)) {
      if (operator === 'contains' && takesNestedFilter(field))
        return this.conditionsOf(
          value,
          { config: scope.config, fields: relatedFields(scope.config, field!) },
          level + 1,
        )
      return { key: 'whereValueNotScalar', vars: { path, operator } }
    }
    if (!values.every(isScalar)) return { key: 'whereValueNotScalar', vars: { path, operator } }
    this.values += values.length
    return this.values > this.bounds.values ? this.tooLarge() : undefined
  }
}

/**
 * Problems of a `where` that Payload would answer with a 500 or a database error: not a set of
 * conditions, an operator that is none, a value that is an object (but a nested filter of a
 * relationship's `contains`, a polymorphic relationship's `{ relationTo, value }` and the spatial
 * operators' GeoJSON), an operator the field cannot
 * take, and more conditions, values or levels than the database takes. Unknown paths are left to
 * Payload, which refuses them (QueryError, 400).
 */
export function checkWhere(args: {
  where: unknown
  scope: FieldScope
  isSpatialDatabase: boolean
  bounds?: WhereBounds
}): QueryProblem | undefined {
  const walk = new FilterWalk(args.bounds ?? WHERE_BOUNDS, args.isSpatialDatabase)
  return walk.conditionsOf(args.where, args.scope, 0)
}
