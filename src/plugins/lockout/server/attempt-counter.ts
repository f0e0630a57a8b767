import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { drizzleTable } from '../../../server/kit/drizzle-table'

// drizzle's `sql` tag is dialect-free: the adapter's own drizzle instance renders it, for SQLite and
// PostgreSQL alike. Dates are compared as ISO strings: SQLite stores them so, PostgreSQL casts them.

/** The user table's drizzle handle; only the columns this file touches are typed. */
interface UserTable {
  id: unknown
  loginAttempts: unknown
  lockUntil: unknown
}

const handles = (req: PayloadRequest, slug: string) => drizzleTable<UserTable>(req, slug)

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

/**
 * Gives back the slot `reserveAttempt` took for an attempt that neither failed nor settled the
 * sign-in (a right password before a second step): the count stays what it was before it.
 */
export async function releaseAttempt({ req, slug, id }: Omit<CounterArgs, 'maxLoginAttempts'>) {
  const { db, t } = await handles(req, slug)
  await db
    .update(t)
    .set({
      loginAttempts: sql`case when coalesce(${t.loginAttempts}, 0) > 0 then ${t.loginAttempts} - 1 else 0 end`,
    })
    .where(sql`${t.id} = ${id}`)
    .returning({ id: t.id })
}

/** Forgets the account's failures: a sign-in succeeded. */
export async function settleAttempts({ req, slug, id }: Omit<CounterArgs, 'maxLoginAttempts'>) {
  const { db, t } = await handles(req, slug)
  await db
    .update(t)
    .set({ loginAttempts: 0, lockUntil: null })
    .where(sql`${t.id} = ${id}`)
    .returning({ id: t.id })
}
