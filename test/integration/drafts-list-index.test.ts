import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAdmin } from '../harness/api-client'
import { databases, startFolio, type RunningFolio } from '../harness/server'

/**
 * The drafts list (`GET /api/posts?draft=true`) must be served by indexes, not by a sort of every
 * latest version with a locales scan per row (src/server/db/indexes.ts). No timing here: the test
 * checks that the migration created the indexes and that the planner uses them for the query
 * Payload's drizzle adapter (3.90) runs for that list, copied from its query log.
 */
const COLUMNS =
  '"id", "parent_id", "version_reading_time", "version_editorial_status", "version_audience", "version_featured", "version_published_at", "version_contact_email", "version_category", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave"'
const ORDER = 'order by "_posts_v"."version_created_at" desc, "_posts_v"."created_at" desc'

const SQLITE_DRAFTS_LIST = `select ${COLUMNS}, (select coalesce(json_group_array(json_array("version_title", "version_excerpt", "_locale")), json_array()) as "data" from "_posts_v_locales" "_posts_v__locales" where "_posts_v__locales"."_parent_id" = "_posts_v"."id") as "_locales" from "_posts_v" "_posts_v" where "_posts_v"."latest" = ? ${ORDER} limit ? offset ?`

const POSTGRES_DRAFTS_LIST = `select ${COLUMNS.replace(/"(\w+)"/g, '"_posts_v"."$1"')}, "_posts_v__locales"."data" as "_locales" from "_posts_v" "_posts_v" left join lateral (select coalesce(json_agg(json_build_array("_posts_v__locales"."version_title", "_posts_v__locales"."version_excerpt", "_posts_v__locales"."_locale")), '[]'::json) as "data" from "_posts_v_locales" "_posts_v__locales" where "_posts_v__locales"."_parent_id" = "_posts_v"."id") "_posts_v__locales" on true where "_posts_v"."latest" = $1 ${ORDER} limit $2 offset $3`

/** Index name → its columns, as the migration `drafts_list_indexes` creates them. */
const EXPECTED: Record<string, { table: string; columns: string[] }> = {
  _posts_v_drafts_list_idx: {
    table: '_posts_v',
    columns: ['latest', 'version_created_at', 'created_at'],
  },
  _pages_v_drafts_list_idx: {
    table: '_pages_v',
    columns: ['latest', 'version_created_at', 'created_at'],
  },
  // The dashboard's widgets: the latest versions by their last change (migration `dashboard_recent_changes`).
  _posts_v_recent_changes_idx: { table: '_posts_v', columns: ['latest', 'version_updated_at'] },
  _pages_v_recent_changes_idx: { table: '_pages_v', columns: ['latest', 'version_updated_at'] },
  _posts_v_locales_parent_id_idx: { table: '_posts_v_locales', columns: ['_parent_id'] },
  _pages_v_locales_parent_id_idx: { table: '_pages_v_locales', columns: ['_parent_id'] },
  posts_locales_parent_id_idx: { table: 'posts_locales', columns: ['_parent_id'] },
}

describe.each(databases)('drafts list indexes (%s)', (database) => {
  let folio: RunningFolio

  beforeAll(async () => {
    folio = await startFolio({ database })
    const admin = await signedInAdmin(folio)
    for (let i = 0; i < 12; i++) {
      const { status, body } = await admin.post('/posts', {
        title: `Indexed post ${i}`,
        _status: 'published',
      })
      expect(status).toBe(201)
      if (i % 4 === 0)
        expect(
          (
            await admin.request('PATCH', `/posts/${body.doc.id}?draft=true`, {
              title: `Draft of ${i}`,
              _status: 'draft',
            })
          ).status,
        ).toBe(200)
    }
    const list = await admin.get('/posts?limit=10&page=2&depth=1&draft=true')
    expect(list.status).toBe(200)
    expect(list.body.totalDocs).toBe(12)
  })
  afterAll(async () => {
    await folio?.stop()
  })

  if (database === 'sqlite') {
    const withDb = async <T>(
      fn: (db: ReturnType<typeof createClient>) => Promise<T>,
    ): Promise<T> => {
      const db = createClient({ url: `file:${path.join(folio.dataDir, 'folio.db')}` })
      try {
        return await fn(db)
      } finally {
        db.close()
      }
    }

    it('creates the indexes with their columns', async () => {
      await withDb(async (db) => {
        for (const [name, { table, columns }] of Object.entries(EXPECTED)) {
          const found = await db.execute({
            sql: `select tbl_name from sqlite_master where type = 'index' and name = ?`,
            args: [name],
          })
          expect(found.rows[0]?.tbl_name, name).toBe(table)
          const info = await db.execute(`pragma index_info("${name}")`)
          expect(info.rows.map((r) => r.name)).toEqual(columns)
        }
      })
    })

    it('plans the drafts list on the index: no sort, one locales probe per row', async () => {
      const plan = await withDb(async (db) => {
        const { rows } = await db.execute({
          sql: `explain query plan ${SQLITE_DRAFTS_LIST}`,
          args: [1, 10, 4990],
        })
        return rows.map((r) => String(r.detail))
      })
      expect(plan.join('\n')).toMatch(
        /SEARCH _posts_v USING INDEX _posts_v_drafts_list_idx \(latest=\?\)/,
      )
      expect(plan.join('\n')).toMatch(
        /SEARCH _posts_v__locales USING INDEX _posts_v_locales_parent_id_idx \(_parent_id=\?\)/,
      )
      expect(plan.some((line) => line.includes('TEMP B-TREE'))).toBe(false)
      expect(plan.some((line) => /^SCAN /.test(line))).toBe(false)
    })
  } else {
    const withClient = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: folio.env.DATABASE_URL })
      await client.connect()
      try {
        return await fn(client)
      } finally {
        await client.end()
      }
    }

    it('creates the indexes with their columns', async () => {
      await withClient(async (client) => {
        const { rows } = await client.query<{
          indexname: string
          tablename: string
          indexdef: string
        }>(
          `select indexname, tablename, indexdef from pg_indexes where schemaname = current_schema() and indexname = any($1)`,
          [Object.keys(EXPECTED)],
        )
        const byName = new Map(rows.map((r) => [r.indexname, r]))
        for (const [name, { table, columns }] of Object.entries(EXPECTED)) {
          const row = byName.get(name)
          expect(row?.tablename, name).toBe(table)
          expect(row?.indexdef).toContain(`USING btree (${columns.join(', ')})`)
        }
      })
    })

    it('can serve the drafts list from the index without sorting', async () => {
      // A dozen rows make a sequential scan and a sort cheapest, so they are ruled out here: the plan
      // left is the one PostgreSQL picks on its own at 10,000 documents (see indexes.ts).
      const plan = await withClient(async (client) => {
        await client.query('begin')
        try {
          for (const off of ['enable_seqscan', 'enable_sort', 'enable_incremental_sort', 'jit'])
            await client.query(`set local ${off} = off`)
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(
            `explain ${POSTGRES_DRAFTS_LIST}`,
            [true, 10, 10],
          )
          return rows.map((r) => r['QUERY PLAN']).join('\n')
        } finally {
          await client.query('rollback')
        }
      })
      expect(plan).toMatch(/Index Scan( Backward)? using _posts_v_drafts_list_idx on _posts_v/)
      expect(plan).toMatch(/Index Cond: \(latest = \$1\)|Index Cond: \(latest = true\)/)
      expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) _posts_v_locales_parent_id_idx/)
      expect(plan).not.toMatch(/Sort/)
    })
  }
})
