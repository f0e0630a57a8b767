import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import type { FolioEnv } from '../server/env'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

/** SQLite (WAL, busy timeout) by default; PostgreSQL when DATABASE_URL is a postgres URL. */
export function databaseAdapter(env: FolioEnv): DatabaseAdapterObj {
  if (env.isPostgres) {
    return postgresAdapter({
      pool: { connectionString: env.databaseURL },
      schemaName: env.postgresSchema,
      migrationDir: 'src/migrations/postgres',
      prodMigrations: postgresMigrations,
    })
  }
  return sqliteAdapter({
    client: { url: env.databaseURL },
    wal: true,
    busyTimeout: 5000,
    migrationDir: 'src/migrations/sqlite',
    prodMigrations: sqliteMigrations,
  })
}
