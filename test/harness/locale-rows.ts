import { createClient } from '@libsql/client'
import path from 'node:path'
import pg from 'pg'
import type { RunningFolio } from './server'

/** Rows of `table` without a single row in `${table}_locales`: a document or version that lost its localized values. */
export async function rowsWithoutLocales(folio: RunningFolio, table: string): Promise<number> {
  const sql = `SELECT count(*) AS n FROM "${table}" t WHERE NOT EXISTS (SELECT 1 FROM "${table}_locales" l WHERE l._parent_id = t.id)`
  if (folio.database === 'postgres') {
    const client = new pg.Client({ connectionString: String(folio.env.DATABASE_URL) })
    await client.connect()
    try {
      return Number((await client.query<{ n: string }>(sql)).rows[0]?.n)
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${path.join(folio.dataDir, 'folio.db')}` })
  try {
    return Number((await client.execute(sql)).rows[0]?.n)
  } finally {
    client.close()
  }
}

/** Runs one statement on the server's database from outside (to damage it on purpose, or to look). */
export async function runSql(folio: RunningFolio, sql: string): Promise<void> {
  if (folio.database === 'postgres') {
    const client = new pg.Client({ connectionString: String(folio.env.DATABASE_URL) })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
    return
  }
  const client = createClient({ url: `file:${path.join(folio.dataDir, 'folio.db')}` })
  try {
    await client.execute(sql)
  } finally {
    client.close()
  }
}
