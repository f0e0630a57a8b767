/**
 * A write the database could not take in time (SQLite's write lock stayed taken past the deadline:
 * `src/server/db/sqlite-write-gate.ts`). Nothing was applied; the API answers 503 with Retry-After.
 */

/** The message marks the error through Payload's own wrapping of begin-transaction failures. */
export const DATABASE_BUSY_MESSAGE = 'Folio: the database is busy'

export class DatabaseBusyError extends Error {
  constructor() {
    super(DATABASE_BUSY_MESSAGE)
    this.name = 'DatabaseBusyError'
  }
}

export function isDatabaseBusyError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(DATABASE_BUSY_MESSAGE)
}
