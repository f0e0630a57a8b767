import type { KVAdapter, KVAdapterResult, KVStoreValue } from 'payload'
import type { Redis } from 'ioredis'

/**
 * Payload's key-value store (`payload.kv`) in the Redis Folio's shared state uses, so every
 * instance reads what another wrote. The `payload-kv` collection stays declared (never used),
 * so the database schema and its migrations are the same with and without Redis.
 */
export function redisKV(client: Redis, prefix: string): KVAdapterResult {
  const k = (key: string) => `${prefix}kv:${key}`
  const allKeys = async (): Promise<string[]> => {
    const found: string[] = []
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${k('')}*`, 'COUNT', 500)
      found.push(...keys)
      cursor = next
    } while (cursor !== '0')
    return found
  }
  const adapter: KVAdapter = {
    clear: async () => {
      const keys = await allKeys()
      if (keys.length > 0) await client.del(...keys)
    },
    delete: async (key) => {
      await client.del(k(key))
    },
    get: async <T extends KVStoreValue>(key: string) => {
      const raw = await client.get(k(key))
      return raw === null ? null : (JSON.parse(raw) as T)
    },
    has: async (key) => (await client.exists(k(key))) === 1,
    keys: async () => (await allKeys()).map((key) => key.slice(k('').length)),
    set: async (key, value) => {
      await client.set(k(key), JSON.stringify(value))
    },
  }
  return {
    init: () => adapter,
    kvCollection: {
      slug: 'payload-kv',
      access: { create: () => false, delete: () => false, read: () => false, update: () => false },
      admin: { hidden: true },
      fields: [
        { name: 'key', type: 'text', index: true, required: true, unique: true },
        { name: 'data', type: 'json', required: true },
      ],
      lockDocuments: false,
      timestamps: false,
    },
  }
}
