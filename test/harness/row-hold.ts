import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { RunningFolio } from './server'

type Value = string | number

/** A transaction on a second connection to the server's database that holds a row until it commits. */
export interface RowHold {
  /** Runs one statement (`?` placeholders) inside the holding transaction. */
  run: (sql: string, args?: Value[]) => Promise<void>
  /** Resolves once a statement of the server waits for this hold (PostgreSQL); see `holdRow`. */
  untilServerWaits: () => Promise<void>
  /** Commits (once; again does nothing) and closes the connection. */
  commit: () => Promise<void>
}

/**
 * Takes the lock a write of row `id` of `table` would need: PostgreSQL's row lock (SELECT … FOR
 * UPDATE), SQLite's write lock (BEGIN IMMEDIATE; it has no row locks). A server's write of the row
 * then waits until `commit`. On SQLite the wait cannot be observed from outside, so
 * `untilServerWaits` only pauses: the server's write transaction cannot start before the commit
 * whatever the timing.
 */
export async function holdRow(
  folio: RunningFolio,
  table: string,
  id: number | string,
): Promise<RowHold> {
  if (folio.database === 'sqlite') {
    const db = createClient({ url: `file:${path.join(folio.dataDir, 'folio.db')}` })
    await db.execute('BEGIN IMMEDIATE')
    let open = true
    return {
      run: async (sql, args = []) => void (await db.execute({ sql, args })),
      untilServerWaits: () => new Promise((resolve) => setTimeout(resolve, 300)),
      commit: async () => {
        if (!open) return
        open = false
        await db.execute('COMMIT')
        db.close()
      },
    }
  }
  const client = new pg.Client({ connectionString: folio.env.DATABASE_URL })
  // The database is dropped at the end of the suite, ending this connection if a test left it open.
  client.on('error', () => undefined)
  await client.connect()
  await client.query('BEGIN')
  let open = true
  await client.query(`SELECT id FROM "${table}" WHERE id = $1 FOR UPDATE`, [id])
  return {
    run: async (sql, args = []) => {
      let n = 0
      await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        args,
      )
    },
    untilServerWaits: async () => {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        const { rows } = await client.query(
          `SELECT count(*)::int AS waiting FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE NOT l.granted AND a.datname = current_database()`,
        )
        if (rows[0].waiting > 0) return
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error('no statement of the server waited for the held row')
    },
    commit: async () => {
      if (!open) return
      open = false
      await client.query('COMMIT')
      await client.end()
    },
  }
}
