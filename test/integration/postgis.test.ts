import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFolio } from '../harness/server'

const adminURL = process.env.TEST_DATABASE_URL
if (!adminURL) console.warn('postgis.test.ts: skipped, it needs PostgreSQL: set TEST_DATABASE_URL')

/** PostgreSQL only: a point field needs PostGIS there. */
describe.skipIf(!adminURL)('PostgreSQL without the PostGIS extension', () => {
  const suffix = randomBytes(4).toString('hex')
  const role = `folio_nogis_${suffix}`
  const database = `folio_nogis_${suffix}`
  const query = async (sql: string, url = adminURL!) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await client.query(sql)
    } finally {
      await client.end()
    }
  }
  const urlFor = (user: string) => {
    const url = new URL(adminURL!)
    url.username = user
    url.pathname = `/${database}`
    return url.toString()
  }

  beforeAll(async () => {
    await query(`CREATE ROLE ${role} LOGIN`)
    await query(`CREATE DATABASE ${database} OWNER ${role}`)
  })
  afterAll(async () => {
    await query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await query(`DROP ROLE IF EXISTS ${role}`)
  })

  it('stops at start with what to run when the role may not create it, before migrating anything', async () => {
    const started = startFolio({ database: 'postgres', env: { DATABASE_URL: urlFor(role) } })
    await expect(started).rejects.toThrow(/Folio exited with 1/)
    const message = String(await started.catch((error: Error) => error.message))
    expect(message).toContain('The database role may not create the PostGIS extension')
    expect(message).toContain(`CREATE EXTENSION postgis;`)
    expect(message).not.toMatch(/type "geometry" does not exist|\n\s+at /)
    const tables = await query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      urlFor('postgres'),
    )
    expect(tables.rows[0].n).toBe(0)
  })

  it('creates the extension itself when the role may, and starts', async () => {
    const folio = await startFolio({
      database: 'postgres',
      env: { DATABASE_URL: urlFor('postgres') },
    })
    try {
      const installed = await query(
        `SELECT extname FROM pg_extension WHERE extname = 'postgis'`,
        urlFor('postgres'),
      )
      expect(installed.rowCount).toBe(1)
      expect((await fetch(`${folio.url}/api/health`)).status).toBe(200)
    } finally {
      await folio.stop()
    }
  })
})
