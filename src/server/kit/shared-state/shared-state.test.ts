import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryState } from './memory-state'
import { postgresState } from './postgres-state'
import { redisKV } from './redis-kv'
import { redisState } from './redis-state'
import type { SharedState } from './shared-state'

const redisURL = process.env.TEST_REDIS_URL
if (!redisURL) console.warn('TEST_REDIS_URL is not set: the shared state runs in memory only here')
const prefix = `folio-test:${randomBytes(4).toString('hex')}:`
const redis = redisURL ? redisState(redisURL, prefix) : undefined
const databaseURL = process.env.TEST_DATABASE_URL
if (!databaseURL)
  console.warn('TEST_DATABASE_URL is not set: the shared state in PostgreSQL is not tested here')
// A schema of its own holding the table the migrations make (payload_kv, its key unique).
const schema = `folio_state_${randomBytes(4).toString('hex')}`
const onDatabase = () => postgresState({ url: databaseURL!, prefix, schema, sweepMs: 100 })
const database = databaseURL ? onDatabase() : undefined
const stores: [string, () => SharedState][] = [
  ['memory', () => memoryState()],
  ...(redis ? [['redis', () => redis] as [string, () => SharedState]] : []),
  ...(database ? [['postgres', () => database] as [string, () => SharedState]] : []),
]

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  if (!database) return
  await sql(`CREATE SCHEMA "${schema}"`)
  await sql(
    `CREATE TABLE "${schema}".payload_kv (id serial PRIMARY KEY, key varchar NOT NULL, data jsonb NOT NULL)`,
  )
  await sql(`CREATE UNIQUE INDEX ON "${schema}".payload_kv (key)`)
})

afterAll(async () => {
  if (database) {
    await database.close()
    await sql(`DROP SCHEMA "${schema}" CASCADE`)
  }
  if (!redis) return
  const keys = await redis.client.keys(`${prefix}*`)
  if (keys.length > 0) await redis.client.del(...keys)
  await redis.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let n = 0
const fresh = () => `k${++n}`

describe.each(stores)('shared state (%s)', (_, make) => {
  it('keeps the entries of a sliding window, oldest first, and forgets those that left it', async () => {
    const state = make()
    const key = fresh()
    expect(await state.windowOf(key, 200)).toEqual([])
    await state.addToWindow(key, 200)
    await sleep(120)
    const both = await state.addToWindow(key, 200)
    expect(both).toHaveLength(2)
    expect(both[0]).toBeLessThan(both[1]!)
    await sleep(120)
    expect(await state.windowOf(key, 200)).toEqual([both[1]])
    await state.remove(key)
    expect(await state.windowOf(key, 200)).toEqual([])
  })

  it('counts parallel additions to one window without losing any', async () => {
    const state = make()
    const key = fresh()
    await Promise.all(Array.from({ length: 100 }, () => state.addToWindow(key, 60_000)))
    expect(await state.windowOf(key, 60_000)).toHaveLength(100)
  })

  it('increments atomically and forgets the count after its time', async () => {
    const state = make()
    const key = fresh()
    const counts = await Promise.all(Array.from({ length: 50 }, () => state.increment(key, 150)))
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(await state.countOf(key)).toBe(50)
    await sleep(200)
    expect(await state.countOf(key)).toBe(0)
  })

  it('gives a claim to exactly one of many parallel callers, until it expires', async () => {
    const state = make()
    const key = fresh()
    const taken = await Promise.all(Array.from({ length: 20 }, () => state.claim(key, 150)))
    expect(taken.filter(Boolean)).toHaveLength(1)
    expect(await state.isClaimed(key)).toBe(true)
    await sleep(200)
    expect(await state.isClaimed(key)).toBe(false)
    expect(await state.claim(key, 150)).toBe(true)
  })

  it('keeps a renewed claim past its first expiry, and says when a claim had already expired', async () => {
    const state = make()
    const key = fresh()
    expect(await state.claim(key, 150)).toBe(true)
    await sleep(100)
    expect(await state.renew(key, 150)).toBe(true)
    await sleep(100)
    expect(await state.isClaimed(key)).toBe(true)
    await sleep(100)
    expect(await state.renew(key, 150)).toBe(false)
    expect(await state.claim(key, 150)).toBe(true)
  })
})

describe.runIf(database)('shared state in PostgreSQL', () => {
  it('is shared by two instances: one window, one count, one holder of a claim', async () => {
    const other = onDatabase()
    try {
      const key = fresh()
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? other : database!).addToWindow(key, 60_000)),
      )
      expect(await other.windowOf(key, 60_000)).toHaveLength(40)
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? other : database!).claim(fresh(), 60_000)),
      )
      expect(claims.every(Boolean)).toBe(true)
      const one = fresh()
      const taken = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? other : database!).claim(one, 60_000)),
      )
      expect(taken.filter(Boolean)).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  it("deletes its expired rows, and never Payload's own entries", async () => {
    await sql(
      `INSERT INTO "${schema}".payload_kv (key, data) VALUES ('payload-entry', '{"exp": 1}')`,
    )
    const key = fresh()
    await database!.claim(key, 50)
    await database!.increment(fresh(), 60_000)
    await sleep(300)
    const keys = (await sql(`SELECT key FROM "${schema}".payload_kv`)).map((r) => r.key as string)
    expect(keys).toContain('payload-entry')
    expect(keys).not.toContain(prefix + key)
    expect(keys.filter((k) => k.startsWith(prefix)).length).toBeGreaterThan(0)
  })
})

describe.runIf(redis)("Payload's key-value store in Redis", () => {
  it('stores JSON values by key, lists and clears only its own keys', async () => {
    const kv = redisKV(redis!.client, `${prefix}own:`).init({} as never)
    const other = redisKV(redis!.client, `${prefix}other:`).init({} as never)
    await kv.set('a', { n: 1, list: ['x'] })
    await other.set('a', 'theirs')
    expect(await kv.get('a')).toEqual({ n: 1, list: ['x'] })
    expect(await kv.has('a')).toBe(true)
    expect(await kv.keys()).toEqual(['a'])
    await kv.clear()
    expect(await kv.get('a')).toBeNull()
    expect(await other.get('a')).toBe('theirs')
  })
})
