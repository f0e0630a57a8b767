import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { MAX_WINDOW_ENTRIES } from './memory-state'
import { noteServiceAway } from '../request-context'
import type { SharedState } from './shared-state'

/** Forgets what left the window, adds this entry, keeps the newest entries; answers their times. */
const ADD_TO_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -1 - tonumber(ARGV[4]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')`

/** Adds one; the first count sets the expiry. */
const INCREMENT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`

const timesOf = (withScores: string[]) =>
  withScores.filter((_, i) => i % 2 === 1).map((score) => Number(score))

/**
 * The store of several instances, in Redis: every operation is one command or one script, so
 * instances never interleave inside one. Keys start with `prefix` (`REDIS_KEY_PREFIX`) and expire
 * on their own, so nothing is kept past its window.
 */
export function redisState(url: string, prefix: string): SharedState & { readonly client: Redis } {
  const client = new Redis(url, {
    lazyConnect: true,
    // A request waits at most a few seconds for a Redis that is away, then fails (and is answered 500/503).
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
  })
  client.defineCommand('folioAddToWindow', { numberOfKeys: 1, lua: ADD_TO_WINDOW })
  client.defineCommand('folioIncrement', { numberOfKeys: 1, lua: INCREMENT })
  const commands = client as unknown as {
    folioAddToWindow: (...args: (string | number)[]) => Promise<string[]>
    folioIncrement: (...args: (string | number)[]) => Promise<number>
  }
  const k = (key: string) => prefix + key
  // A failure marks the request (its answer becomes 503, not 500) and goes on as it was.
  const noted = <T>(operation: Promise<T>) =>
    operation.catch((error: unknown) => {
      noteServiceAway()
      throw error
    })

  const state: SharedState & { readonly client: Redis } = {
    kind: 'redis',
    client,
    windowOf: async (key, windowMs) =>
      timesOf(
        await client.zrangebyscore(k(key), `(${Date.now() - windowMs}`, '+inf', 'WITHSCORES'),
      ),
    addToWindow: async (key, windowMs) => {
      const now = Date.now()
      const member = `${now}:${randomBytes(6).toString('base64url')}`
      return timesOf(
        await commands.folioAddToWindow(k(key), now, windowMs, member, MAX_WINDOW_ENTRIES),
      )
    },
    increment: async (key, ttlMs) => Number(await commands.folioIncrement(k(key), ttlMs)),
    countOf: async (key) => Number((await client.get(k(key))) ?? 0),
    claim: async (key, ttlMs) => (await client.set(k(key), '1', 'PX', ttlMs, 'NX')) === 'OK',
    renew: async (key, ttlMs) => (await client.pexpire(k(key), ttlMs)) === 1,
    isClaimed: async (key) => (await client.exists(k(key))) === 1,
    remove: async (...keys) => {
      if (keys.length > 0) await client.del(...keys.map(k))
    },
    ping: async () => {
      await client.ping()
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect())
    },
  }
  const operations = [
    'windowOf',
    'addToWindow',
    'increment',
    'countOf',
    'claim',
    'renew',
    'isClaimed',
    'remove',
  ] as const
  for (const name of operations) {
    const operation = state[name] as (...args: unknown[]) => Promise<unknown>
    Object.assign(state, { [name]: (...args: unknown[]) => noted(operation(...args)) })
  }
  return state
}
