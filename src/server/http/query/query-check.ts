import type { Query } from './payload-query'
import type { QueryProblem } from './query-problem'
import { fieldAtPath, relatedFields, type FieldScope } from './field-paths'
import { checkWhere } from './where-check'

/** The highest `page`: far beyond any real list, far below where the database's offset overflows. */
export const MAX_PAGE = 1_000_000
/** The highest `depth` accepted (Payload lowers it further, to `maxDepth`). */
export const MAX_DEPTH_PARAM = 100

export interface QueryContext {
  maxLimit: number
  scope: FieldScope
  isSpatialDatabase: boolean
}

export type CheckedQuery =
  { ok: true; query: Query; isChanged: boolean } | { ok: false; problem: QueryProblem }

/**
 * The whole number a parameter holds: digits (a query string) or a number (a JSON body). Payload
 * reads more (`Number(['7'])` is 7, `Number([])` is 0, '1e3' is 1000); those are refused here.
 */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isSort = (value: unknown) =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'))

/**
 * Payload's database adapters cannot sort a join's documents by a localized field (the query they
 * build names the locales table outside its scope: a 500 on SQLite and PostgreSQL).
 */
function joinSortProblem(
  sort: unknown,
  joined: FieldScope,
  name: string,
): QueryProblem | undefined {
  const paths = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [])
    .map((path) => String(path).trim().replace(/^-/, ''))
    .filter(Boolean)
  const localized = paths.find((path) => fieldAtPath(joined, path)?.localized === true)
  return localized === undefined
    ? undefined
    : { key: 'joinSortLocalized', vars: { name, path: localized } }
}

class QueryCheck {
  isChanged = false
  constructor(private readonly context: QueryContext) {}

  /** A `limit`: a whole number from 1, lowered to the maximum. */
  limit(holder: Record<string, unknown>, name: string): QueryProblem | undefined {
    if (!('limit' in holder)) return undefined
    const { maxLimit } = this.context
    const limit = wholeNumber(holder.limit)
    if (limit === undefined || limit < 1)
      return { key: 'invalidLimit', vars: { name, max: maxLimit } }
    if (limit > maxLimit) {
      holder.limit = typeof holder.limit === 'number' ? maxLimit : String(maxLimit)
      this.isChanged = true
    }
    return undefined
  }

  wholeNumber(args: {
    holder: Record<string, unknown>
    key: string
    name: string
    min: number
    max: number
  }): QueryProblem | undefined {
    const { holder, key, name, min, max } = args
    if (!(key in holder)) return undefined
    const number = wholeNumber(holder[key])
    return number === undefined || number < min || number > max
      ? { key: 'invalidWholeNumber', vars: { name, min, max } }
      : undefined
  }

  sort(holder: Record<string, unknown>, name: string): QueryProblem | undefined {
    return 'sort' in holder && !isSort(holder.sort)
      ? { key: 'invalidSort', vars: { name } }
      : undefined
  }

  /** A join's own page of documents: `joins[<path>][limit|page|sort|where]`. */
  join(path: string, join: unknown): QueryProblem | undefined {
    if (!isObject(join)) return undefined
    const { scope, isSpatialDatabase } = this.context
    const field = fieldAtPath(scope, path)
    const joined: FieldScope = {
      config: scope.config,
      fields: field?.type === 'join' ? relatedFields(scope.config, field) : undefined,
    }
    return (
      this.limit(join, `joins[${path}][limit]`) ??
      this.wholeNumber({
        holder: join,
        key: 'page',
        name: `joins[${path}][page]`,
        min: 1,
        max: MAX_PAGE,
      }) ??
      this.sort(join, `joins[${path}][sort]`) ??
      joinSortProblem(join.sort, joined, `joins[${path}][sort]`) ??
      ('where' in join
        ? checkWhere({ where: join.where, scope: joined, isSpatialDatabase })
        : undefined)
    )
  }

  /** `where` as Payload reads it: conditions, or the same as JSON text. */
  where(query: Query): QueryProblem | undefined {
    let where = query.where
    if (typeof where === 'string') {
      if (where === '') return undefined
      try {
        where = JSON.parse(where)
      } catch {
        return { key: 'invalidJson', vars: { name: 'where' } }
      }
    }
    const { scope, isSpatialDatabase } = this.context
    return checkWhere({ where, scope, isSpatialDatabase })
  }

  query(query: Query): QueryProblem | undefined {
    const { maxLimit } = this.context
    const problem =
      this.limit(query, 'limit') ??
      this.wholeNumber({ holder: query, key: 'page', name: 'page', min: 1, max: MAX_PAGE }) ??
      this.wholeNumber({
        holder: query,
        key: 'depth',
        name: 'depth',
        min: 0,
        max: MAX_DEPTH_PARAM,
      }) ??
      this.sort(query, 'sort') ??
      ('where' in query ? this.where(query) : undefined)
    if (problem) return problem
    // Payload JSON-parses a `data` text (findByID) outside its error handling.
    if (typeof query.data === 'string' && query.data !== '') {
      try {
        JSON.parse(query.data)
      } catch {
        return { key: 'invalidJson', vars: { name: 'data' } }
      }
    }
    if (isObject(query.joins)) {
      for (const [path, join] of Object.entries(query.joins)) {
        const joinProblem = this.join(path, join)
        if (joinProblem) return joinProblem
      }
    }
    // Without pagination and a limit Payload returns every document.
    if ((query.pagination === 'false' || query.pagination === false) && !('limit' in query)) {
      query.limit = typeof query.pagination === 'boolean' ? maxLimit : String(maxLimit)
      this.isChanged = true
    }
    return undefined
  }
}

/**
 * Checks a query as Payload has read it (`parseQuery`, or a JSON body read as one) before Payload
 * uses it: limits are whole numbers from 1, lowered to `maxLimit` (also a join's, and
 * `pagination=false` gets one); `page` and `depth` are whole numbers in range; `sort` names
 * fields; `where` (also a join's) passes `checkWhere`; `where` and `data` as text are JSON.
 * Returns the query with its limits lowered (a copy; the argument is left as it is).
 */
export function checkQuery(query: Query, context: QueryContext): CheckedQuery {
  const copy = structuredClone(query)
  const check = new QueryCheck(context)
  const problem = check.query(copy)
  return problem ? { ok: false, problem } : { ok: true, query: copy, isChanged: check.isChanged }
}
