import type { Payload } from 'payload'

/**
 * A start-up check for documents and versions that lost their localized values: a row of a
 * collection, global or versions table with no row in its `_locales` table. Before SQLite writes
 * were transactional, a crash between the delete and the insert of a version's locale rows left
 * exactly that (docs/payload-core.md §9).
 *
 * It reports every such row. It repairs what it safely can: a broken *latest* version of a
 * document gets the localized values of the newest intact version again, so the editor opens the
 * last whole draft instead of an empty one. Broken documents and older versions are reported only
 * (restore them from a version in the admin).
 */
export interface LocaleRowsReport {
  table: string
  ids: Array<string | number>
  repaired: number
}

type Rows = { rows: Array<Record<string, unknown>> }

export async function checkLocaleRows(payload: Payload): Promise<LocaleRowsReport[]> {
  const db = payload.db as unknown as {
    tables: Record<string, unknown>
    schemaName?: string
    name: string
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<Rows> | Rows
  }
  const q = (name: string) =>
    db.name === 'postgres' && db.schemaName ? `"${db.schemaName}"."${name}"` : `"${name}"`
  const run = async (raw: string) => (await db.execute({ drizzle: db.drizzle, raw })).rows ?? []
  const reports: LocaleRowsReport[] = []
  for (const table of Object.keys(db.tables)) {
    if (!db.tables[`${table}_locales`]) continue
    const broken = await run(
      `SELECT t.id AS id FROM ${q(table)} t WHERE NOT EXISTS (SELECT 1 FROM ${q(`${table}_locales`)} l WHERE l._parent_id = t.id) ORDER BY t.id`,
    )
    if (broken.length === 0) continue
    const ids = broken.map((row) => row.id as string | number)
    const repaired =
      table.startsWith('_') && table.endsWith('_v')
        ? await repairLatest(run, q, table, db.tables[`${table}_locales`])
        : 0
    reports.push({ table, ids, repaired })
  }
  for (const report of reports) {
    payload.logger.warn(
      `Folio start-up check: ${report.ids.length} row(s) of ${report.table} have no localized values (ids ${report.ids.slice(0, 20).join(', ')}${report.ids.length > 20 ? ', …' : ''})` +
        (report.repaired
          ? `; ${report.repaired} document(s) refilled from their newest whole version`
          : ''),
    )
  }
  return reports
}

/** The database column names of a drizzle table. */
function columnNames(table: unknown): string[] {
  return Object.values(table as Record<string, unknown>)
    .filter(
      (c): c is { name: string; columnType: string } =>
        typeof c === 'object' && c !== null && 'columnType' in c && 'name' in c,
    )
    .map((c) => c.name)
}

/**
 * Refills a broken latest version with the localized values of the newest intact version of the
 * same document, so that its draft opens with the last whole values instead of empty ones.
 */
async function repairLatest(
  run: (raw: string) => Promise<Array<Record<string, unknown>>>,
  q: (name: string) => string,
  table: string,
  localesTable: unknown,
): Promise<number> {
  const locales = q(`${table}_locales`)
  const intact = (alias: string) =>
    `EXISTS (SELECT 1 FROM ${locales} l WHERE l._parent_id = ${alias}.id)`
  const columns = columnNames(localesTable).filter((name) => name !== 'id' && name !== '_parent_id')
  const list = columns.map((name) => `"${name}"`).join(', ')
  // Globals' versions have no parent: nothing to refill from by document.
  const latestBroken = await run(
    `SELECT v.id AS id, v.parent_id AS parent FROM ${q(table)} v WHERE v.latest = true AND NOT ${intact('v')}`,
  ).catch(() => [])
  let repaired = 0
  for (const row of latestBroken) {
    const newest = await run(
      `SELECT v.id AS id FROM ${q(table)} v WHERE v.parent_id = ${Number(row.parent)} AND ${intact('v')} ORDER BY v.updated_at DESC, v.id DESC LIMIT 1`,
    )
    if (!newest[0]) continue
    await run(
      `INSERT INTO ${locales} (${list}, "_parent_id") SELECT ${list}, ${Number(row.id)} FROM ${locales} WHERE _parent_id = ${Number(newest[0].id)}`,
    )
    repaired++
  }
  return repaired
}
