import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { RunningFolio } from './server'

type Value = string | number | null

/** Runs one statement with `?` placeholders on the server's database (running or not), returning its rows. */
export async function query(
  folio: RunningFolio,
  sql: string,
  args: Value[] = [],
): Promise<Array<Record<string, unknown>>> {
  if (folio.database === 'sqlite') {
    const db = createClient({ url: `file:${path.join(folio.dataDir, 'folio.db')}` })
    try {
      // The running server may hold the write lock a moment (an API key's last use, a session).
      await db.execute('PRAGMA busy_timeout = 5000')
      return (await db.execute({ sql, args })).rows as Array<Record<string, unknown>>
    } finally {
      db.close()
    }
  }
  let n = 0
  const client = new pg.Client({ connectionString: folio.env.DATABASE_URL })
  await client.connect()
  try {
    return (
      await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        args,
      )
    ).rows
  } finally {
    await client.end()
  }
}

function columnName(column: string): string {
  if (!/^[a-z_]+$/.test(column)) throw new Error(`not a column name: ${column}`)
  return column
}

/** A column of the user row of `email`, read from the database itself (REST hides these). */
export async function userColumn(
  folio: RunningFolio,
  email: string,
  column: string,
): Promise<unknown> {
  const rows = await query(
    folio,
    `select ${columnName(column)} as value from users where email = ?`,
    [email],
  )
  return rows[0]?.value ?? null
}

/** Writes a column of the user row of `email` directly (to move an expiry into the past, say). */
export async function setUserColumn(
  folio: RunningFolio,
  email: string,
  column: string,
  value: Value,
): Promise<void> {
  await query(folio, `update users set ${columnName(column)} = ? where email = ?`, [value, email])
}

export interface SessionRow {
  id: string
  createdAt: Date
  expiresAt: Date
}

/** The sessions Payload keeps for the user `email`, read from the database itself (never in an answer). */
export async function sessionRows(folio: RunningFolio, email: string): Promise<SessionRow[]> {
  const rows = await query(
    folio,
    'select s.id as id, s.created_at as created_at, s.expires_at as expires_at from users_sessions s join users u on u.id = s._parent_id where u.email = ? order by s._order',
    [email],
  )
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: new Date(row.created_at as string | Date),
    expiresAt: new Date(row.expires_at as string | Date),
  }))
}

/** Moves when the session `id` was opened (to make a session look old). */
export async function setSessionCreatedAt(
  folio: RunningFolio,
  id: string,
  createdAt: Date,
): Promise<void> {
  await query(folio, 'update users_sessions set created_at = ? where id = ?', [
    createdAt.toISOString(),
    id,
  ])
}
