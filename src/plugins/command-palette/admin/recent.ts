import { withRecent } from '../shared'

const key = (userId: string | number) => `folio-palette-recent:${userId}`

/** The ids of the commands this user ran last, most recent first (kept on this device). */
export function readRecent(userId: string | number): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** Remembers that `id` ran now; returns the new list. */
export function rememberRecent(userId: string | number, id: string): string[] {
  const next = withRecent(readRecent(userId), id)
  try {
    localStorage.setItem(key(userId), JSON.stringify(next))
  } catch {
    // A full or refused storage: the list is simply not kept.
  }
  return next
}
