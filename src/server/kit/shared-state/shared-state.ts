/**
 * State that every instance of Folio must see alike: failure windows of the throttles, counters,
 * one-time claims. In this process's memory by default (`memory-state.ts`: one instance), in Redis
 * with `REDIS_URL` (`redis-state.ts`: any number of instances). Each operation is atomic in both.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis'
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

const SHARED_STATE = 'folioSharedState'

type Custom = Record<string, unknown> | undefined

/** Registers the store (in the Payload config's `custom`), before the plugins that keep state in it. */
export function withSharedState(custom: Custom, state: SharedState): Record<string, unknown> {
  return { ...custom, [SHARED_STATE]: state }
}

/** The registered store, if any: a plugin without one keeps its state in its own memory. */
export function sharedStateOf(custom: Custom): SharedState | undefined {
  return custom?.[SHARED_STATE] as SharedState | undefined
}
