/** Whether a route's id can be an id of a collection whose ids are of this type at all. */
export function isPossibleID(id: string, type: 'number' | 'text'): boolean {
  if (type === 'text') return id.length > 0
  return /^-?\d{1,15}$/.test(id)
}

const BIND_ERROR = /cannot be passed as argument to the database|Only finite numbers/

/**
 * Whether a database error says a value had the wrong type for its column: PostgreSQL's data
 * exceptions (SQLSTATE class 22: `invalid input syntax for type integer`, a bad date, a number out
 * of range) and the SQLite driver refusing to bind a value (NaN, undefined from an unreadable date).
 * Such values come from the request (a `where` filter, an id); constraint violations, connection
 * and syntax errors are not of this kind and stay server errors.
 */
export function isWrongValueError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    if (
      (current instanceof TypeError || current instanceof RangeError) &&
      BIND_ERROR.test(current.message)
    )
      return true
    current = current.cause
  }
  return false
}

const SQLITE_LIMIT =
  /parser stack overflow|Expression tree is too large|too many SQL variables|too many terms/

/**
 * Whether a database refused a query for its size: SQLite's parser and expression limits, and
 * PostgreSQL's "program limit exceeded" (SQLSTATE class 54: statement too complex, stack depth).
 * Only a request's filter makes a query that large; the HTTP layer bounds filters before Payload,
 * so this is the net behind it.
 */
export function isQueryTooComplexError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^54[0-9A-Z]{3}$/.test(code)) return true
    if (SQLITE_LIMIT.test(current.message)) return true
    current = current.cause
  }
  return false
}
