import pg from 'pg'
import type { DatabaseAdapterObj } from 'payload'

/** The key of the advisory lock every Folio instance takes to migrate (any fixed number would do). */
const MIGRATION_LOCK_KEY = 7_307_210_001

/**
 * Waits until no other instance migrates (or creates extensions), then holds the lock for this
 * connection's session: ending the connection releases it.
 */
export async function holdMigrationLock(client: pg.Client): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
}

type Migrating = { migrate: (args?: unknown) => Promise<void> }

/**
 * Instances that start together on one PostgreSQL database migrate one after another: each takes
 * a session advisory lock first, so the second finds the first one's migrations done instead of
 * failing on tables it created. The lock lives on a connection of its own, closed afterwards.
 */
export function withMigrationLock(
  adapter: DatabaseAdapterObj,
  connectionString: string,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const initialized = adapter.init(args)
      const migrate = (initialized as unknown as Migrating).migrate.bind(initialized)
      ;(initialized as unknown as Migrating).migrate = async (migrateArgs) => {
        const client = new pg.Client({ connectionString })
        await client.connect()
        try {
          await holdMigrationLock(client)
          await migrate(migrateArgs)
        } finally {
          await client.end()
        }
      }
      return initialized
    },
  }
}
