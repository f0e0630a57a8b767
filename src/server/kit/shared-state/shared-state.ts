import { customSlot } from '../custom-entry'

/**
 * State that every instance of Folio must see alike: failure windows of the throttles, counters,
 * one-time claims. In Redis with `REDIS_URL` (`redis-state.ts`), else in PostgreSQL when that is the
 * database (`postgres-state.ts`): any number of instances. On SQLite (one instance), in this
 * process's memory (`memory-state.ts`). Each operation is atomic in all three.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis' | 'database'
  /** The times (ms) of the key's entries in the last `windowMs`, oldest first. */
  windowOf(key: string, windowMs: number): Promise<number[]>
  /** Adds an entry at `now` and forgets those that left the window; answers the entries left, oldest first. */
  addToWindow(key: string, windowMs: number): Promise<number[]>
  /** Adds one and answers the new count; the count is forgotten `ttlMs` after it was first taken. */
  increment(key: string, ttlMs: number): Promise<number>
  /** The count `increment` keeps (0 when none). */
  countOf(key: string): Promise<number>
  /** Takes the key for `ttlMs` when nobody holds it: true for the one caller that took it. */
  claim(key: string, ttlMs: number): Promise<boolean>
  /** Keeps a claim another `ttlMs` from now: false when it had expired (anyone may have taken it). */
  renew(key: string, ttlMs: number): Promise<boolean>
  /** Whether the key is held (a claim that has not expired). */
  isClaimed(key: string): Promise<boolean>
  remove(...keys: string[]): Promise<void>
  /** Resolves when the store answers (readiness). */
  ping(): Promise<void>
  close(): Promise<void>
}

const sharedStateSlot = customSlot<SharedState>('folioSharedState')

/** Registers the store (in the Payload config's `custom`), before the plugins that keep state in it. */
export const withSharedState = sharedStateSlot.with

/** The registered store, if any: a plugin without one keeps its state in its own memory. */
export const sharedStateOf = sharedStateSlot.of
