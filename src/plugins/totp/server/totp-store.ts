import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { drizzleTable } from '../../../server/kit/drizzle-table'
import { hashToken } from '../../../server/kit/token-hash'
import { RECOVERY_SLUG, type TotpRow } from './fields'
import { normalizeRecoveryCode } from './totp-crypto'

// The second factor's writes that must be one statement each, so that two parallel requests can
// never both take the same code.

interface UserTable {
  id: unknown
  totpLastStep: unknown
}
interface SessionsTable {
  id: unknown
  _parentID: unknown
  secondFactorAt: unknown
}
interface RecoveryTable {
  id: unknown
  user: unknown
  codeHash: unknown
}

/** Takes the time step of a right code: false when that step or a later one was already taken. */
export async function claimStep(
  req: PayloadRequest,
  slug: string,
  id: TotpRow['id'],
  step: number,
): Promise<boolean> {
  const { db, t } = await drizzleTable<UserTable>(req, slug)
  const rows = await db
    .update(t)
    .set({ totpLastStep: step })
    .where(sql`${t.id} = ${id} and (${t.totpLastStep} is null or ${t.totpLastStep} < ${step})`)
    .returning({ id: t.id })
  return rows.length > 0
}

/** Marks the user's session `sid` as past the second factor (the same session: its id stays). */
export async function markSessionPassed(
  req: PayloadRequest,
  slug: string,
  id: TotpRow['id'],
  sid: string,
): Promise<boolean> {
  const { db, t } = await drizzleTable<SessionsTable>(req, `${slug}_sessions`)
  const rows = await db
    .update(t)
    .set({ secondFactorAt: new Date().toISOString() })
    .where(sql`${t.id} = ${sid} and ${t._parentID} = ${id}`)
    .returning({ id: t.id })
  return rows.length > 0
}

export const recoveryCodeHash = (req: PayloadRequest, code: string) =>
  hashToken(req.payload.secret, `totp-recovery:${normalizeRecoveryCode(code)}`)

/** Uses one of the user's recovery codes: true once, false for a wrong or used one. */
export async function consumeRecoveryCode(
  req: PayloadRequest,
  id: TotpRow['id'],
  code: string,
): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== 10) return false
  const { db, t } = await drizzleTable<RecoveryTable>(req, RECOVERY_SLUG.replace(/-/g, '_'))
  const rows = await db
    .delete(t)
    .where(sql`${t.user} = ${id} and ${t.codeHash} = ${recoveryCodeHash(req, code)}`)
    .returning({ id: t.id })
  return rows.length > 0
}

/** Replaces the user's recovery codes with `codes` (stored as hashes). */
export async function storeRecoveryCodes(
  req: PayloadRequest,
  id: TotpRow['id'],
  codes: string[],
): Promise<void> {
  await req.payload.db.deleteMany({
    collection: RECOVERY_SLUG,
    where: { user: { equals: id } },
    req,
  })
  for (const code of codes)
    await req.payload.db.create({
      collection: RECOVERY_SLUG,
      data: { user: id, codeHash: recoveryCodeHash(req, code) },
      req,
      returning: false,
    })
}
