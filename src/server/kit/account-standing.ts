import type { CollectionConfig } from 'payload'

/**
 * Whether a stored user row may act at all, as plugins that put an account on hold say it (the
 * lockout's locks, the invitations' pending accounts). A credential that is not a sign-in (an API
 * key) asks `isAccountOnHold` before it acts for the user; a sign-in has its own hooks.
 */
export type AccountHold = (row: Record<string, unknown>) => boolean

const HOLDS_KEY = 'folioAccountHolds'

/** The user collection with one more reason to hold an account (kept in its `custom`). */
export function withAccountHold(
  collection: CollectionConfig,
  isHeld: AccountHold,
): CollectionConfig {
  const holds = holdsOf(collection.custom)
  return { ...collection, custom: { ...collection.custom, [HOLDS_KEY]: [...holds, isHeld] } }
}

function holdsOf(custom: Record<string, unknown> | undefined): AccountHold[] {
  const holds = custom?.[HOLDS_KEY]
  return Array.isArray(holds) ? (holds as AccountHold[]) : []
}

/** True when any plugin holds the account of this row (read from the database, hidden fields included). */
export const isAccountOnHold = (
  collection: { custom?: Record<string, unknown> },
  row: Record<string, unknown>,
): boolean => holdsOf(collection.custom).some((isHeld) => isHeld(row))
