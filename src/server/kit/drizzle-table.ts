import type { PayloadRequest } from 'payload'

/** The few drizzle builders Folio's atomic single-row writes use (the same on SQLite and PostgreSQL). */
export interface DrizzleWriter {
  update(table: unknown): {
    set(values: Record<string, unknown>): {
      where(condition: unknown): {
        returning(fields: Record<string, unknown>): Promise<Record<string, unknown>[]>
      }
    }
  }
  delete(table: unknown): {
    where(condition: unknown): {
      returning(fields: Record<string, unknown>): Promise<Record<string, unknown>[]>
    }
  }
}

/**
 * The adapter's drizzle instance and one of its tables (`users`, `users_sessions`), for a write
 * that must be one statement (a count, a compare-and-set). Outside any transaction, so that
 * parallel requests see each other at once; inside the request's own when it has one. drizzle's
 * `sql` tag is dialect-free: the adapter's own instance renders it for SQLite and PostgreSQL alike.
 */
export async function drizzleTable<T>(
  req: PayloadRequest,
  name: string,
): Promise<{ db: DrizzleWriter; t: T }> {
  const adapter = req.payload.db as unknown as {
    drizzle?: DrizzleWriter
    tables?: Record<string, T>
    sessions?: Record<string, { db?: DrizzleWriter }>
  }
  const t = adapter.tables?.[name]
  if (!adapter.drizzle || !t)
    throw new Error(`Folio needs a drizzle database adapter with the table '${name}'.`)
  const transactionID = req.transactionID === undefined ? undefined : await req.transactionID
  const db =
    (transactionID !== undefined && adapter.sessions?.[String(transactionID)]?.db) ||
    adapter.drizzle
  return { db, t }
}
