import type { FieldType } from './field-types'

/** docs/behaviour.md §3 'Query operators known'. */
export const QUERY_OPERATORS = [
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'within',
  'intersects',
  'near',
] as const
export type QueryOperator = (typeof QUERY_OPERATORS)[number]

const TEXT: QueryOperator[] = ['equals', 'not_equals', 'like', 'contains', 'in', 'not_in', 'exists']
const RANGE: QueryOperator[] = [
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'in',
  'not_in',
  'exists',
]
const OPTION: QueryOperator[] = ['equals', 'not_equals', 'in', 'not_in', 'exists']

/** The operators that make sense for each field type the list can filter on. */
export const OPERATORS_BY_TYPE: Record<FieldType, QueryOperator[]> = {
  text: TEXT,
  textarea: TEXT,
  email: TEXT,
  number: RANGE,
  date: RANGE,
  select: OPTION,
  radio: OPTION,
  checkbox: ['equals', 'exists'],
  code: TEXT,
  json: ['exists'],
  point: ['exists'],
  relationship: OPTION,
  upload: OPTION,
  array: ['exists'],
  blocks: ['exists'],
  richText: ['like', 'exists'],
  join: [],
  ui: [],
}

/** Payload's `operators:*` translation key of each operator. */
export const OPERATOR_LABEL_KEYS: Record<QueryOperator, string> = {
  equals: 'operators:equals',
  contains: 'operators:contains',
  not_equals: 'operators:isNotEqualTo',
  in: 'operators:isIn',
  all: 'operators:all',
  not_in: 'operators:isNotIn',
  exists: 'operators:exists',
  greater_than: 'operators:isGreaterThan',
  greater_than_equal: 'operators:isGreaterThanOrEqualTo',
  less_than: 'operators:isLessThan',
  less_than_equal: 'operators:isLessThanOrEqualTo',
  like: 'operators:isLike',
  within: 'operators:within',
  intersects: 'operators:intersects',
  near: 'operators:near',
}

/** Operators whose value is a list (written comma-separated) or a yes/no. */
export const LIST_OPERATORS: QueryOperator[] = ['in', 'not_in', 'all']
export const BOOLEAN_OPERATORS: QueryOperator[] = ['exists']
