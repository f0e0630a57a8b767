import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

// drizzle's `sql` tag is dialect-free: the adapter's own drizzle instance renders it, for SQLite and
// PostgreSQL alike. Dates are compared as ISO strings: SQLite stores them so, PostgreSQL casts them.

/** The user table's drizzle handle; only the columns this file touches are typed. */
interface UserTable {
  id: unknown
  loginAttempts: unknown
  lockUntil: unknown
}
interface UpdateBuilder {
  set(values: Record<string, unknown>): {
    where(condition: unknown): {
      returning(fields: Record<string, unknown>): Promise<Record<string, unknown>[]>
    }
  }
}
interface Drizzle {
  update(table: UserTable): UpdateBuilder
}

/**
 * The adapter's drizzle instance and the user table. Outside any transaction, so that parallel
 * attempts see each other at once; inside the request's own when it has one (first-register signs
 * in a user its transaction has just created).
 */
async function handles(req: PayloadRequest, slug: string): Promise<{ db: Drizzle; t: UserTable }> {
  const adapter = req.payload.db as unknown as {
    drizzle?: Drizzle
    tables?: Record<string, UserTable>
    sessions?: Record<string, { db?: Drizzle }>
  }
  const t = adapter.tables?.[slug]
  if (!adapter.drizzle || !t)
    throw new Error(`The lockout needs a drizzle database adapter with the table '${slug}'.`)
  const transactionID = req.transactionID === undefined ? undefined : await req.transactionID
  const db =
    (transactionID !== undefined && adapter.sessions?.[String(transactionID)]?.db) ||
    adapter.drizzle
  return { db, t }
}

export interface CounterArgs {
  req: PayloadRequest
  slug: string
  id: string | number
  maxLoginAttempts: number
  now?: number
}

/**
 * Counts an attempt before its password is checked, in one UPDATE: the attempt gets slot n (an
 * expired lock starts again at 1) unless the account is locked or `maxLoginAttempts` attempts are
 * already counted. Returns the slot, or null when the attempt is refused.
 */
export async function reserveAttempt({
  req,
  slug,
  id,
  maxLoginAttempts,
  now = Date.now(),
}: CounterArgs): Promise<number | null> {
  const { db, t } = await handles(req, slug)
  const at = new Date(now).toISOString()
  const expired = sql`(${t.lockUntil} is not null and ${t.lockUntil} <= ${at})`
  const count = sql`coalesce(${t.loginAttempts}, 0)`
  const rows = await db
    .update(t)
    .set({
      loginAttempts: sql`case when ${expired} then 1 else ${count} + 1 end`,
      lockUntil: sql`case when ${expired} then null else ${t.lockUntil} end`,
    })
    .where(
      sql`${t.id} = ${id} and (${expired} or (${t.lockUntil} is null and ${count} < ${maxLoginAttempts}))`,
    )
    .returning({ loginAttempts: t.loginAttempts })
  const slot = rows[0]?.loginAttempts
  return slot === undefined ? null : Number(slot)
}

/**
 * Locks the account for `lockTimeMs` when `maxLoginAttempts` failures are counted and no lock is
 * on yet. Returns whether this call locked it, so that exactly one caller tells the owner.
 */
export async function lockAtThreshold({
  req,
  slug,
  id,
  maxLoginAttempts,
  lockTimeMs,
  now = Date.now(),
}: CounterArgs & { lockTimeMs: number }): Promise<boolean> {
  const { db, t } = await handles(req, slug)
  const at = new Date(now).toISOString()
  const rows = await db
    .update(t)
    .set({ lockUntil: new Date(now + lockTimeMs).toISOString() })
    .where(
      sql`${t.id} = ${id} and coalesce(${t.loginAttempts}, 0) >= ${maxLoginAttempts} and (${t.lockUntil} is null or ${t.lockUntil} <= ${at})`,
    )
    .returning({ id: t.id })
  return rows.length > 0
}
