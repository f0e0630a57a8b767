import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { RunningFolio } from './server'

type Value = string | number | null

/** Runs one statement with `?` placeholders on the running server's database, returning its rows. */
async function query(folio: RunningFolio, sql: string, args: Value[]): Promise<Array<Record<string, unknown>>> {
  if (folio.database === 'sqlite') {
    const db = createClient({ url: `file:${path.join(folio.dataDir, 'folio.db')}` })
    try {
      return (await db.execute({ sql, args })).rows as Array<Record<string, unknown>>
    } finally {
      db.close()
    }
  }
  let n = 0
  const client = new pg.Client({ connectionString: folio.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(sql.replace(/\?/g, () => `$${++n}`), args)).rows
  } finally {
    await client.end()
  }
}

function columnName(column: string): string {
  if (!/^[a-z_]+$/.test(column)) throw new Error(`not a column name: ${column}`)
  return column
}

/** A column of the user row of `email`, read from the database itself (REST hides these). */
export async function userColumn(folio: RunningFolio, email: string, column: string): Promise<unknown> {
  const rows = await query(folio, `select ${columnName(column)} as value from users where email = ?`, [email])
  return rows[0]?.value ?? null
}

/** Writes a column of the user row of `email` directly (to move an expiry into the past, say). */
export async function setUserColumn(folio: RunningFolio, email: string, column: string, value: Value): Promise<void> {
  await query(folio, `update users set ${columnName(column)} = ? where email = ?`, [value, email])
}
