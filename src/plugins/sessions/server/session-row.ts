/** One entry of an auth collection's `sessions` field, as Payload stores it. */
export interface SessionRow {
  id: string
  createdAt?: Date | string | null
  expiresAt: Date | string
}

/** The user's session with this id, if the user still has it. */
export function findSession(user: Record<string, unknown>, sid: unknown): SessionRow | undefined {
  const sessions = Array.isArray(user.sessions) ? (user.sessions as SessionRow[]) : []
  return typeof sid === 'string' ? sessions.find((session) => session.id === sid) : undefined
}

/**
 * When the session ends for good: `maxAgeMs` after it was opened, however often it is refreshed.
 * A session without a creation time (never written by Payload 3) counts as already over.
 */
export function absoluteEnd(session: SessionRow, maxAgeMs: number): number {
  const createdAt = session.createdAt ? new Date(session.createdAt).getTime() : Number.NaN
  return Number.isFinite(createdAt) ? createdAt + maxAgeMs : 0
}
