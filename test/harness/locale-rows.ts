import type { RunningFolio } from './server'
import { query } from './user-row'

/** Rows of `table` without a single row in `${table}_locales`: a document or version that lost its localized values. */
export async function rowsWithoutLocales(folio: RunningFolio, table: string): Promise<number> {
  const rows = await query(
    folio,
    `SELECT count(*) AS n FROM "${table}" t WHERE NOT EXISTS (SELECT 1 FROM "${table}_locales" l WHERE l._parent_id = t.id)`,
  )
  return Number(rows[0]?.n)
}

/** Runs one statement on the server's database from outside (to damage it on purpose). */
export async function runSql(folio: RunningFolio, sql: string): Promise<void> {
  await query(folio, sql)
}
