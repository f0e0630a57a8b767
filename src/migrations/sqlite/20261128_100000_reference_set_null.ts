// @ts-nocheck hand-written, like the generated migrations beside it
import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite'

// drizzle-kit writes a relationship column added to an existing SQLite table as
// `ALTER TABLE … ADD \`x_id\` integer REFERENCES t(id)` without the `ON DELETE set null` the schema
// says (relations_rows, seo_meta and seo_settings did): deleting a media item, category or
// showcase entry that a document names then failed with SQLITE_CONSTRAINT_FOREIGNKEY (HTTP 500).
//
// The usual rebuild (create, copy, drop, rename) cannot run here: migrations run inside a
// transaction, where `PRAGMA foreign_keys=OFF` has no effect, so dropping `posts` would cascade to
// its rows, locales and versions. Changing a foreign key's action does not touch stored data, so
// the definition text is rewritten in place, SQLite's documented way for such changes
// (https://sqlite.org/lang_altertable.html#otheralter): writable_schema, update, bump schema_version.
const BARE_REFERENCE = /(`\w+`\s+integer\s+REFERENCES\s+`?\w+`?\s*\(\s*`?id`?\s*\))(?!\s*ON\b)/gi

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const tables = await db.all<{ name: string; sql: string }>(
    sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%REFERENCES%'`,
  )
  const changed = tables
    .map((table) => ({ ...table, fixed: table.sql.replace(BARE_REFERENCE, '$1 ON DELETE set null') }))
    .filter((table) => table.fixed !== table.sql)
  if (changed.length === 0) return
  const [{ schema_version: version }] = await db.all<{ schema_version: number }>(sql`PRAGMA schema_version`)
  await db.run(sql`PRAGMA writable_schema=ON`)
  for (const table of changed) {
    await db.run(sql`UPDATE sqlite_master SET sql = ${table.fixed} WHERE type = 'table' AND name = ${table.name}`)
  }
  await db.run(sql.raw(`PRAGMA schema_version=${Number(version) + 1}`))
  await db.run(sql`PRAGMA writable_schema=OFF`)
  const [{ integrity_check: integrity }] = await db.all<{ integrity_check: string }>(sql`PRAGMA integrity_check`)
  if (integrity !== 'ok') throw new Error(`reference_set_null: integrity check failed: ${integrity}`)
}

// The bare references were a generator fault, not a design: nothing to restore.
export async function down(_args: MigrateDownArgs): Promise<void> {}
