import pg from 'pg'
import type { Config, Field } from 'payload'
import { holdMigrationLock } from '../db/migration-lock'

/** Whether any collection or global stores a point field (PostgreSQL keeps those as PostGIS geometry). */
export function hasPointFields(config: Pick<Config, 'collections' | 'globals'>): boolean {
  const has = (fields: Field[] | undefined): boolean =>
    (fields ?? []).some((field) => {
      if (field.type === 'point') return true
      if ('fields' in field && has(field.fields)) return true
      if (field.type === 'tabs') return field.tabs.some((tab) => has(tab.fields))
      if (field.type === 'blocks')
        return (field.blocks ?? []).some((block) => typeof block === 'object' && has(block.fields))
      return false
    })
  return [...(config.collections ?? []), ...(config.globals ?? [])].some((entity) =>
    has(entity.fields),
  )
}

/**
 * Before Payload migrates: PostgreSQL without PostGIS otherwise ends the process half-way through
 * a migration with 'type "geometry" does not exist'. The extension is created when the role may;
 * otherwise the answer says what to install or run. Resolves with the problem, or undefined.
 */
export async function postgisProblem(databaseURL: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    // Instances starting together create the extension one after another.
    await holdMigrationLock(client)
    const installed = await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'postgis'`)
    if (installed.rowCount) return undefined
    const database = (
      await client.query<{ db: string; major: string }>(
        `SELECT current_database() AS db, current_setting('server_version_num')::int / 10000 AS major`,
      )
    ).rows[0]!
    const available = await client.query(
      `SELECT 1 FROM pg_available_extensions WHERE name = 'postgis'`,
    )
    if (!available.rowCount) {
      return (
        `PostgreSQL has no PostGIS, which Folio needs for point fields. Install it on the database server ` +
        `(Debian and Ubuntu: apt-get install postgresql-${database.major}-postgis-3), then start Folio again: it creates the extension itself.`
      )
    }
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS postgis')
      return undefined
    } catch (error) {
      return (
        `The database role may not create the PostGIS extension (${(error as Error).message}). ` +
        `Run as a superuser: psql -d "${database.db}" -c "CREATE EXTENSION postgis;" and start Folio again.`
      )
    }
  } finally {
    await client.end()
  }
}
