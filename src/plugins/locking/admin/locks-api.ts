import { api, HttpError, boot } from '../../../admin/extend/data'
import { apiHref } from '../../../shared/routes'
import { lockRead, lockTargetParams, LOCKS_PATH, type LockInfo, type LockTarget } from '../shared'

export function readLock(target: LockTarget): Promise<LockInfo> {
  const { path, query } = lockRead(target)
  return api<LockInfo>(path, { query })
}

/** Takes or refreshes the lock; held by another user, it answers with that lock instead (423). */
export async function acquireLock(target: LockTarget, takeOver = false): Promise<LockInfo> {
  try {
    return await api<LockInfo>(LOCKS_PATH, {
      method: 'POST',
      body: { ...lockTargetParams(target), takeOver },
    })
  } catch (error) {
    if (error instanceof HttpError && error.status === 423) return error.body as LockInfo
    throw error
  }
}

/** Releases the own lock; `keepalive` lets it finish while the page unloads. */
export function releaseLock(target: LockTarget): void {
  const params = new URLSearchParams(lockTargetParams(target))
  void fetch(`${apiHref(boot.apiRoute, LOCKS_PATH)}?${params}`, {
    method: 'DELETE',
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined)
}
