import type { SharedState } from './shared-state'

const MAX_KEYS = 50_000
/** A window holds at most this many entries: limits refuse long before. */
export const MAX_WINDOW_ENTRIES = 1000

type Expiring = { value: number; expiresAt: number }

/**
 * The store of one process. Synchronous inside, so every operation is atomic. Each map is bounded:
 * when full, expired keys go first, then those seen longest ago.
 */
export function memoryState(now: () => number = Date.now): SharedState {
  const windows = new Map<string, number[]>()
  const counts = new Map<string, Expiring>()

  function bounded<V>(map: Map<string, V>, key: string, isLive: (value: V) => boolean) {
    if (map.has(key) || map.size < MAX_KEYS) return
    for (const [k, v] of map) if (!isLive(v)) map.delete(k)
    for (const k of map.keys()) {
      if (map.size < MAX_KEYS) break
      map.delete(k)
    }
  }

  function recent(key: string, windowMs: number): number[] {
    const since = now() - windowMs
    const kept = (windows.get(key) ?? []).filter((t) => t > since)
    if (kept.length === 0) windows.delete(key)
    else windows.set(key, kept)
    return kept
  }

  const live = (entry: Expiring | undefined) =>
    entry !== undefined && entry.expiresAt > now() ? entry : undefined

  return {
    kind: 'memory',
    windowOf: async (key, windowMs) => recent(key, windowMs),
    addToWindow: async (key, windowMs) => {
      bounded(windows, key, (times) => times.some((t) => t > now() - windowMs))
      const times = [...recent(key, windowMs), now()].slice(-MAX_WINDOW_ENTRIES)
      windows.set(key, times)
      return times
    },
    increment: async (key, ttlMs) => {
      bounded(counts, key, (entry) => live(entry) !== undefined)
      const entry = live(counts.get(key)) ?? { value: 0, expiresAt: now() + ttlMs }
      entry.value += 1
      counts.set(key, entry)
      return entry.value
    },
    countOf: async (key) => live(counts.get(key))?.value ?? 0,
    claim: async (key, ttlMs) => {
      if (live(counts.get(key))) return false
      bounded(counts, key, (entry) => live(entry) !== undefined)
      counts.set(key, { value: 1, expiresAt: now() + ttlMs })
      return true
    },
    renew: async (key, ttlMs) => {
      const entry = live(counts.get(key))
      if (entry) entry.expiresAt = now() + ttlMs
      return entry !== undefined
    },
    isClaimed: async (key) => live(counts.get(key)) !== undefined,
    remove: async (...keys) => {
      for (const key of keys) {
        windows.delete(key)
        counts.delete(key)
      }
    },
    ping: async () => undefined,
    close: async () => undefined,
  }
}
