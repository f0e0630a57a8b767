import type { PayloadRequest } from 'payload'

type PostgresAdapter = {
  name: string
  schemaName?: string
  sessions?: Record<string, { db?: unknown }>
  tableNameMap?: Map<string, string>
  drizzle: unknown
  execute: (args: { db?: unknown; drizzle: unknown; raw: string }) => Promise<unknown>
}

const idLiteral = (id: number | string): string =>
  /^\d+$/.test(String(id)) ? String(Number(id)) : `'${String(id).replace(/[^\w-]/g, '')}'`

/**
 * Locks rows of a collection's (or a global's) table until the request's transaction ends: `ids`
 * of them, or every row when `ids` is not given (a global has one). PostgreSQL reads in READ
 * COMMITTED, so what a write checked could change before it writes; once the rows are locked, a
 * concurrent write to them waits for this transaction, and what this one reads after the lock is
 * what it will write over (one waiting for the lock reads what the other committed). SQLite needs
 * nothing: its write transactions run one at a time from their start, before any hook
 * (src/server/db/sqlite-write-gate.ts, docs/payload-core.md §9).
 */
export async function lockRows(
  req: PayloadRequest,
  slug: string,
  ids?: ReadonlyArray<number | string>,
): Promise<void> {
  const db = req.payload.db as unknown as PostgresAdapter
  if (db.name !== 'postgres' || req.transactionID === undefined) return
  if (ids?.length === 0) return
  const session = db.sessions?.[String(await req.transactionID)]
  if (!session?.db) return
  const key = slug.replace(/-/g, '_')
  const table = `"${db.tableNameMap?.get(key) ?? key}"`
  const name = db.schemaName ? `"${db.schemaName}".${table}` : table
  const where = ids === undefined ? '' : ` WHERE id IN (${ids.map(idLiteral).join(', ')})`
  await db.execute({
    db: session.db,
    drizzle: db.drizzle,
    raw: `SELECT id FROM ${name}${where} ORDER BY id FOR UPDATE`,
  })
}
