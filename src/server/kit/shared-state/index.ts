import type { KVAdapterResult } from 'payload'
import { memoryState } from './memory-state'
import { postgresState } from './postgres-state'
import { redisKV } from './redis-kv'
import { redisState } from './redis-state'
import type { SharedState } from './shared-state'

export { sharedStateOf, withSharedState, type SharedState } from './shared-state'
export { memoryState } from './memory-state'

/**
 * Where the shared state lives: Redis with `REDIS_URL` (Payload's key-value store goes there too),
 * else PostgreSQL when it is the database (Payload's key-value store stays in it, its default),
 * else this process (SQLite: one instance).
 */
export function sharedStateFor(env: {
  redis?: { url: string; prefix: string }
  isPostgres: boolean
  databaseURL: string
}): { state: SharedState; kv?: KVAdapterResult } {
  if (env.redis) {
    const state = redisState(env.redis.url, env.redis.prefix)
    return { state, kv: redisKV(state.client, env.redis.prefix) }
  }
  if (env.isPostgres)
    return {
      state: postgresState({ url: env.databaseURL, prefix: 'folio:' }),
    }
  return { state: memoryState() }
}
