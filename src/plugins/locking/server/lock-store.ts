import { Locked, type PayloadRequest } from 'payload'
import type { LockInfo } from '../shared'
import { LOCKS_SLUG } from './locks-collection'

interface LockRow {
  id: string | number
  key: string
  user: string | number | { id: string | number; email?: string; name?: string | null }
  updatedAt: string
}

function userId(row: LockRow): string {
  return String(typeof row.user === 'object' ? row.user.id : row.user)
}

/** The lock's row; at `depth: 1` with its holder (email, name) for a {@link LockInfo}. */
async function findLock(
  req: PayloadRequest,
  key: string,
  depth: 0 | 1,
): Promise<LockRow | undefined> {
  const { docs } = await req.payload.find({
    collection: LOCKS_SLUG,
    where: { key: { equals: key } },
    limit: 1,
    // One row by a unique key: no count.
    pagination: false,
    depth,
    overrideAccess: true,
    req,
  })
  return docs[0] as unknown as LockRow | undefined
}

function isExpired(row: LockRow, durationS: number): boolean {
  return Date.now() - new Date(row.updatedAt).getTime() > durationS * 1000
}

function toInfo(row: LockRow | undefined, req: PayloadRequest, durationS: number): LockInfo {
  if (!row || isExpired(row, durationS)) return { isLocked: false, isMine: false }
  const user =
    typeof row.user === 'object'
      ? { id: row.user.id, email: row.user.email, name: row.user.name }
      : { id: row.user }
  return {
    isLocked: true,
    isMine: userId(row) === String(req.user?.id),
    user,
    updatedAt: row.updatedAt,
  }
}

export async function readLock(
  req: PayloadRequest,
  key: string,
  durationS: number,
): Promise<LockInfo> {
  return toInfo(await findLock(req, key, 1), req, durationS)
}

/**
 * Takes or refreshes the lock for the signed-in user. Held by someone else (and not expired):
 * refused with the holder, unless `takeOver`, which hands the lock to this user.
 */
export async function acquireLock(
  req: PayloadRequest,
  key: string,
  durationS: number,
  takeOver: boolean,
): Promise<{ info: LockInfo; isRefused: boolean }> {
  const row = await findLock(req, key, 0)
  const current = toInfo(row, req, durationS)
  if (current.isLocked && !current.isMine && !takeOver)
    // The holder's name and email, for the refusal only.
    return { info: await readLock(req, key, durationS), isRefused: true }
  const data = { key, user: req.user!.id }
  let written: LockRow
  if (row) {
    // A changed `user` or a new updatedAt is the activity; Payload sets updatedAt on every update.
    written = (await req.payload.update({
      collection: LOCKS_SLUG,
      id: row.id,
      data: data,
      depth: 0,
      overrideAccess: true,
      req,
    })) as unknown as LockRow
  } else {
    try {
      written = (await req.payload.create({
        collection: LOCKS_SLUG,
        data: data,
        depth: 0,
        overrideAccess: true,
        req,
      })) as unknown as LockRow
    } catch (error) {
      // Someone else created the lock between our read and write: the unique key refused ours.
      const now = await readLock(req, key, durationS)
      if (now.isLocked && !now.isMine) return { info: now, isRefused: true }
      throw error
    }
  }
  // The row just written is this user's: its holder is the signed-in user, read no more.
  const { id, email, name } = req.user as { id: string | number; email?: string; name?: string }
  return {
    info: toInfo({ ...written, user: { id, email, name: name ?? null } }, req, durationS),
    isRefused: false,
  }
}

/** Releases the lock if this user holds it. */
export async function releaseLock(req: PayloadRequest, key: string): Promise<void> {
  const row = await findLock(req, key, 0)
  if (row && userId(row) === String(req.user?.id)) {
    await req.payload.delete({
      collection: LOCKS_SLUG,
      id: row.id,
      overrideAccess: true,
      req,
    })
  }
}

/** Whether someone other than the signed-in user holds an unexpired lock (nobody signed in: no). */
export async function isLockedByOther(
  req: PayloadRequest,
  key: string,
  durationS: number,
): Promise<boolean> {
  if (!req.user) return false
  const row = await findLock(req, key, 0)
  return row !== undefined && !isExpired(row, durationS) && userId(row) !== String(req.user.id)
}

/** Refuses a change by anyone but the holder of an unexpired lock (423), for REST and Local API alike. */
export async function assertNotLockedByOther(
  req: PayloadRequest,
  key: string,
  durationS: number,
  message: string,
): Promise<void> {
  if (await isLockedByOther(req, key, durationS)) throw new Locked(message)
}
