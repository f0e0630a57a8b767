import { postgresAdapter } from '@payloadcms/db-postgres'
import { getTableColumns as pgTableColumns } from '@payloadcms/db-postgres/drizzle'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { getTableColumns as sqliteTableColumns } from '@payloadcms/db-sqlite/drizzle'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { DatabaseAdapterObj } from 'payload'
import type { FolioEnv } from '../env'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { folioIndexes } from './indexes'
import { withSqliteWriteGate } from './sqlite-write-gate'
import { withMigrationLock } from './migration-lock'

/** SQLite (WAL, transactions through the write gate) by default; PostgreSQL when DATABASE_URL is a postgres URL. */
export function databaseAdapter(env: FolioEnv): DatabaseAdapterObj {
  if (env.isPostgres) {
    const postgres = postgresAdapter({
      pool: {
        connectionString: env.databaseURL,
        // No JIT: a list page costs more the deeper it is (Payload's locales lateral runs for every
        // skipped row), and once the estimate passes jit_above_cost the compile (50–800 ms measured)
        // outweighs the query (20–30 ms at 10,000 posts). Folio runs no analytical queries. An
        // `options` parameter in DATABASE_URL takes precedence over this one.
        options: '-c jit=off',
      },
      // Indexes Payload lacks (drafts list, locales by parent): see ./indexes.ts.
      afterSchemaInit: [folioIndexes(pgIndex, pgTableColumns)],
      migrationDir: 'src/migrations/postgres',
      prodMigrations: postgresMigrations,
    })
    return withMigrationLock(postgres, env.databaseURL)
  }
  const sqlite = sqliteAdapter({
    client: { url: env.databaseURL },
    wal: true,
    // Every multi-statement write in one BEGIN IMMEDIATE transaction; no synchronous busy wait
    // (busyTimeout 0): the write gate waits for the lock asynchronously (./sqlite-write-gate.ts).
    transactionOptions: { behavior: 'immediate' },
    busyTimeout: 0,
    afterSchemaInit: [folioIndexes(sqliteIndex, sqliteTableColumns)],
    migrationDir: 'src/migrations/sqlite',
    prodMigrations: sqliteMigrations,
  })
  return withSqliteWriteGate(sqlite, { busyTimeoutMs: env.dbBusyTimeoutMs })
}
