import pg from 'pg'
import { MAX_WINDOW_ENTRIES } from './memory-state'
import type { SharedState } from './shared-state'

/** The database's clock in ms: one clock for every instance, whatever theirs say. */
const NOW = `(SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)`
const EXPIRES = `(t.data->>'exp')::bigint`

/**
 * The store of several instances on PostgreSQL when there is no Redis: rows of Payload's key-value
 * table (`payload_kv`, made by the migrations, its `key` unique), `data` being `{ exp, t | n }`.
 * Every operation is one statement, most an `INSERT … ON CONFLICT DO UPDATE`, which PostgreSQL runs
 * under the row's lock, so instances never interleave inside one. Expired rows are deleted once a
 * minute; keys start with `prefix`, so Payload's own entries are never touched.
 */
export function postgresState(options: {
  url: string
  prefix: string
  schema?: string
  /** How often expired rows are deleted. */
  sweepMs?: number
}): SharedState {
  const pool = new pg.Pool({ connectionString: options.url, max: 4 })
  // An idle connection that drops (a restart of the server) must not end the process.
  pool.on('error', () => undefined)
  const table = `${options.schema ? `"${options.schema.replace(/"/g, '""')}".` : ''}"payload_kv"`
  const k = (key: string) => options.prefix + key
  const rows = async (text: string, values: unknown[]) => (await pool.query(text, values)).rows

  const sweep = setInterval(() => {
    const pattern = `${options.prefix.replace(/[\\%_]/g, '\\$&')}%`
    pool
      .query(`DELETE FROM ${table} t USING ${NOW} c WHERE t.key LIKE $1 AND ${EXPIRES} <= c.ms`, [
        pattern,
      ])
      .catch(() => undefined)
  }, options.sweepMs ?? 60_000)
  sweep.unref()

  const timesOf = (value: unknown) => ((value as number[] | null) ?? []).map(Number)

  return {
    kind: 'database',
    windowOf: async (key, windowMs) => {
      const [row] = await rows(
        `SELECT coalesce(jsonb_agg(x ORDER BY x::text::bigint), '[]') AS times
           FROM ${table} t, ${NOW} c, jsonb_array_elements(t.data->'t') x
          WHERE t.key = $1 AND x::text::bigint > c.ms - $2`,
        [k(key), windowMs],
      )
      return timesOf(row?.times)
    },
    addToWindow: async (key, windowMs) => {
      const [row] = await rows(
        `WITH c AS ${NOW}
         INSERT INTO ${table} AS t (key, data)
         SELECT $1, jsonb_build_object('t', jsonb_build_array(c.ms), 'exp', c.ms + $2) FROM c
         ON CONFLICT (key) DO UPDATE SET data = jsonb_build_object(
           't', (SELECT coalesce(jsonb_agg(x ORDER BY x::text::bigint), '[]') FROM (
                   SELECT x FROM jsonb_array_elements(t.data->'t') x, c
                    WHERE x::text::bigint > c.ms - $2
                    ORDER BY x::text::bigint DESC LIMIT $3) kept)
                || jsonb_build_array((SELECT ms FROM c)),
           'exp', (SELECT ms FROM c) + $2)
         RETURNING t.data->'t' AS times`,
        [k(key), windowMs, MAX_WINDOW_ENTRIES - 1],
      )
      return timesOf(row?.times)
    },
    increment: async (key, ttlMs) => {
      const [row] = await rows(
        `WITH c AS ${NOW}
         INSERT INTO ${table} AS t (key, data)
         SELECT $1, jsonb_build_object('n', 1, 'exp', c.ms + $2) FROM c
         ON CONFLICT (key) DO UPDATE SET data = CASE
           WHEN ${EXPIRES} > (SELECT ms FROM c)
             THEN jsonb_build_object('n', (t.data->>'n')::bigint + 1, 'exp', ${EXPIRES})
           ELSE jsonb_build_object('n', 1, 'exp', (SELECT ms FROM c) + $2) END
         RETURNING (t.data->>'n')::bigint AS n`,
        [k(key), ttlMs],
      )
      return Number(row?.n)
    },
    countOf: async (key) => {
      const [row] = await rows(
        `SELECT (t.data->>'n')::bigint AS n FROM ${table} t, ${NOW} c
          WHERE t.key = $1 AND ${EXPIRES} > c.ms`,
        [k(key)],
      )
      return Number(row?.n ?? 0)
    },
    claim: async (key, ttlMs) => {
      const taken = await rows(
        `WITH c AS ${NOW}
         INSERT INTO ${table} AS t (key, data)
         SELECT $1, jsonb_build_object('exp', c.ms + $2) FROM c
         ON CONFLICT (key) DO UPDATE SET data = jsonb_build_object('exp', (SELECT ms FROM c) + $2)
         WHERE ${EXPIRES} <= (SELECT ms FROM c)
         RETURNING 1`,
        [k(key), ttlMs],
      )
      return taken.length === 1
    },
    renew: async (key, ttlMs) => {
      const renewed = await rows(
        `UPDATE ${table} t SET data = jsonb_set(t.data, '{exp}', to_jsonb(c.ms + $2)) FROM ${NOW} c
          WHERE t.key = $1 AND ${EXPIRES} > c.ms RETURNING 1`,
        [k(key), ttlMs],
      )
      return renewed.length === 1
    },
    isClaimed: async (key) =>
      (
        await rows(`SELECT 1 FROM ${table} t, ${NOW} c WHERE t.key = $1 AND ${EXPIRES} > c.ms`, [
          k(key),
        ])
      ).length === 1,
    remove: async (...keys) => {
      if (keys.length > 0)
        await pool.query(`DELETE FROM ${table} WHERE key = ANY($1)`, [keys.map(k)])
    },
    ping: async () => {
      await pool.query('SELECT 1')
    },
    close: async () => {
      clearInterval(sweep)
      await pool.end()
    },
  }
}
