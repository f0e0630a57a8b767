import { createHash } from 'node:crypto'

/**
 * Indexes Payload's generated schema lacks, added through the database adapters' `afterSchemaInit`
 * hook, so `scripts/create-migrations.sh` writes them into the migrations of both databases.
 *
 * Why: a list with `?draft=true` reads the versions table (`_posts_v`) with
 *   WHERE latest = true ORDER BY version_created_at DESC, created_at DESC LIMIT 10 OFFSET n
 * and fetches each row's localized fields with a correlated subquery (SQLite) or a lateral join
 * (PostgreSQL) on `<table>_locales._parent_id`. Payload indexes `_locales` only by its unique
 * (`_locale`, `_parent_id`), which cannot serve a lookup by `_parent_id` alone, so every lookup
 * scanned the whole locales table; and no index matched both the `latest` filter and that order,
 * so SQLite sorted all 10,000 latest rows, running the subquery for each (10,000 × 11,000 rows),
 * and PostgreSQL ran the lateral for every row up to the offset. 10,000 posts: 3 s per request.
 *
 * - `<versions table>_drafts_list_idx` on (latest, version_created_at, created_at) of every
 *   drafts-enabled collection's versions table: the filter and Payload's default draft order
 *   (`-version.createdAt`, then the fallback `-createdAt`), so the first rows come straight off the
 *   index and nothing is sorted. A collection with a `defaultSort` would need its own column here.
 * - `<versions table>_recent_changes_idx` on (latest, version_updated_at): the dashboard's widgets
 *   read the latest versions newest change first (`-updatedAt`, `draft=true`), a few rows each.
 * - `<locales table>_parent_id_idx` on `_parent_id` of every `_locales` table (documents, versions,
 *   globals): one index probe per row for any sort, with or without drafts.
 */

/** A drizzle column as the hook sees it; only the database name matters here. */
interface NamedColumn {
  name: string
}

/** `index` from drizzle's sqlite-core or pg-core (re-exported by the Payload adapters). */
export type IndexFunction = (name: string) => { on: (...columns: [never, ...never[]]) => unknown }

type ExtendTable = (args: {
  table: never
  extraConfig?: (self: Record<string, NamedColumn>) => object
}) => void

interface SchemaHookArgs<Schema> {
  schema: Schema
  extendTable: ExtendTable
}

/** The database names of the columns the drafts list reads and sorts by, in index order. */
export const DRAFTS_LIST_COLUMNS = ['latest', 'version_created_at', 'created_at'] as const

/** The latest versions by their last change: the dashboard's drafts and recent edits (newest first). */
export const RECENT_CHANGES_COLUMNS = ['latest', 'version_updated_at'] as const

const MAX_IDENTIFIER = 63 // PostgreSQL's limit; SQLite has none

/** `<table>_<suffix>`, shortened with a stable hash when it would exceed PostgreSQL's identifier limit. */
export function indexName(table: string, suffix: string): string {
  const name = `${table}_${suffix}`
  if (name.length <= MAX_IDENTIFIER) return name
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8)
  return `${name.slice(0, MAX_IDENTIFIER - hash.length - 1)}_${hash}`
}

/** The tables that get an index, by the database names of their columns, and which columns. */
export function folioIndexesFor(
  tableName: string,
  columnNames: ReadonlySet<string>,
): { key: string; name: string; columns: string[] }[] {
  const wanted: { key: string; name: string; columns: string[] }[] = []
  // A collection's versions table with drafts: it has `latest` and a `parent` (a global's has no parent).
  if (['parent_id', ...DRAFTS_LIST_COLUMNS].every((c) => columnNames.has(c))) {
    wanted.push({
      key: 'folioDraftsList',
      name: indexName(tableName, 'drafts_list_idx'),
      columns: [...DRAFTS_LIST_COLUMNS],
    })
  }
  if (['parent_id', ...RECENT_CHANGES_COLUMNS].every((c) => columnNames.has(c))) {
    wanted.push({
      key: 'folioRecentChanges',
      name: indexName(tableName, 'recent_changes_idx'),
      columns: [...RECENT_CHANGES_COLUMNS],
    })
  }
  if (columnNames.has('_locale') && columnNames.has('_parent_id')) {
    wanted.push({
      key: 'folioParentID',
      name: indexName(tableName, 'parent_id_idx'),
      columns: ['_parent_id'],
    })
  }
  return wanted
}

/**
 * An `afterSchemaInit` hook for either adapter: `index` is that adapter's drizzle `index` builder and
 * `columnsOf` its `getTableColumns`.
 */
export function folioIndexes<Schema extends { tables: Record<string, unknown> }>(
  index: IndexFunction,
  columnsOf: (table: never) => Record<string, NamedColumn>,
): (args: SchemaHookArgs<Schema>) => Schema {
  return ({ schema, extendTable }) => {
    for (const [tableName, table] of Object.entries(schema.tables)) {
      // `table` is the adapter's own table type (SQLite or PostgreSQL), which this shared hook does not name.
      const names = new Set(Object.values(columnsOf(table as never)).map((c) => c.name))
      const wanted = folioIndexesFor(tableName, names)
      if (wanted.length === 0) continue
      extendTable({
        table: table as never,
        extraConfig: (self) => {
          const byName = new Map(Object.values(self).map((c) => [c.name, c]))
          return Object.fromEntries(
            wanted.map(({ key, name, columns }) => [
              key,
              index(name).on(...(columns.map((c) => byName.get(c)) as [never, ...never[]])),
            ]),
          )
        },
      })
    }
    return schema
  }
}
