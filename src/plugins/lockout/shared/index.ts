/** The reasons a lock email names (docs/behaviour.md §3 'Lock reasons in emails'). */
export const LOCK_REASONS = ['tooManyAttempts', 'lockedByAdmin'] as const
export type LockReason = (typeof LOCK_REASONS)[number]

/** After a successful force-unlock the user edit view reloads after this delay (docs/behaviour.md §9). */
export const UNLOCK_REFRESH_MS = 2000

/** `GET {api}/{users}/:id/lock-state` (admins only). */
export interface LockState {
  loginAttempts: number
  /** ISO time while a lock after failed attempts lasts, else null. */
  lockUntil: string | null
  isLockedByAttempts: boolean
  isLockedByAdmin: boolean
  /** The configured `maxLoginAttempts`. */
  maxLoginAttempts: number
  lockTimeMs: number
  /** The viewer's own account: nobody locks or unlocks themselves. */
  isSelf: boolean
}

export const lockEndpoints = {
  state: (id: string | number) => `/${encodeURIComponent(String(id))}/lock-state`,
  lock: (id: string | number) => `/${encodeURIComponent(String(id))}/lock`,
}
