import type { KVAdapterResult } from 'payload'
import { memoryState } from './memory-state'
import { redisKV } from './redis-kv'
import { redisState } from './redis-state'
import type { SharedState } from './shared-state'

export { sharedStateOf, withSharedState, type SharedState } from './shared-state'
export { memoryState } from './memory-state'

/** The shared state `REDIS_URL` asks for, and Payload's key-value store in the same place (none: Payload's default, the database). */
export function sharedStateFor(redis: { url: string; prefix: string } | undefined): {
  state: SharedState
  kv?: KVAdapterResult
} {
  if (!redis) return { state: memoryState() }
  const state = redisState(redis.url, redis.prefix)
  return { state, kv: redisKV(state.client, redis.prefix) }
}
