import {
  APIError,
  type CollectionConfig,
  type Config,
  type GlobalConfig,
  type Plugin,
  type PayloadRequest,
} from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import {
  editConflictMessages,
  parseVersionTag,
  PRECONDITION_HEADER,
} from '../../../shared/edit-conflicts'

const editConflictMessage = folioMessage(editConflictMessages)

type Adapter = {
  name: string
  schemaName?: string
  sessions?: Record<string, { db?: unknown }>
  drizzle: unknown
  execute: (args: { db?: unknown; drizzle: unknown; raw: string }) => unknown
}

function precondition(req: PayloadRequest): string | undefined {
  const tag = parseVersionTag(req.headers?.get(PRECONDITION_HEADER))
  if (tag === 'invalid')
    throw new APIError(editConflictMessage(req, 'invalidPrecondition'), 400, undefined, true)
  return tag
}

/**
 * PostgreSQL reads in READ COMMITTED: two saves with the same precondition could both see the
 * old version. Locking the document's row in the save's own transaction, before Payload reads
 * it, makes the second wait and then see the first one's version. (SQLite writes run one at a
 * time already: docs/payload-core.md §9.)
 */
async function lockRow(req: PayloadRequest, table: string, id?: string | number): Promise<void> {
  const db = req.payload.db as unknown as Adapter
  if (db.name !== 'postgres' || req.transactionID === undefined) return
  const session = db.sessions?.[String(await req.transactionID)]
  if (!session?.db) return
  const name = (db.schemaName ? `"${db.schemaName}".` : '') + `"${table.replace(/-/g, '_')}"`
  const where =
    id === undefined
      ? ''
      : /^\d+$/.test(String(id))
        ? ` WHERE id = ${Number(id)}`
        : ` WHERE id = '${String(id).replace(/[^\w-]/g, '')}'`
  await db.execute({
    db: session.db,
    drizzle: db.drizzle,
    raw: `SELECT id FROM ${name}${where} FOR UPDATE`,
  })
}

function refuseStale(req: PayloadRequest, originalDoc: unknown): void {
  const tag = precondition(req)
  if (tag === undefined) return
  const current = (originalDoc as { updatedAt?: unknown } | undefined)?.updatedAt
  if (typeof current === 'string' && current !== tag) {
    throw new APIError(editConflictMessage(req, 'editConflict'), 409, { updatedAt: current }, true)
  }
}

function withCollectionCheck(c: CollectionConfig): CollectionConfig {
  return {
    ...c,
    hooks: {
      ...c.hooks,
      beforeOperation: [
        ...(c.hooks?.beforeOperation ?? []),
        async ({ args, operation, req }) => {
          const id = (args as { id?: string | number }).id
          if (operation === 'update' && id !== undefined && precondition(req) !== undefined)
            await lockRow(req, c.slug, id)
          return args
        },
      ],
      beforeChange: [
        ({ data, operation, originalDoc, req }) => {
          if (operation === 'update') refuseStale(req, originalDoc)
          return data
        },
        ...(c.hooks?.beforeChange ?? []),
      ],
    },
  }
}

function withGlobalCheck(g: GlobalConfig): GlobalConfig {
  return {
    ...g,
    hooks: {
      ...g.hooks,
      beforeOperation: [
        ...(g.hooks?.beforeOperation ?? []),
        async ({ args, operation, req }) => {
          if (operation === 'update' && precondition(req) !== undefined) await lockRow(req, g.slug)
          return args
        },
      ],
      beforeChange: [
        ({ data, originalDoc, req }) => {
          refuseStale(req, originalDoc)
          return data
        },
        ...(g.hooks?.beforeChange ?? []),
      ],
    },
  }
}

/** A save that names the version it edited (If-Match) is refused with 409 when that is no longer the current one. */
export const editConflictsPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((c) =>
      c.timestamps === false ? c : withCollectionCheck(c),
    ),
    globals: (config.globals ?? []).map(withGlobalCheck),
    i18n: { ...config.i18n, translations: withFolioMessages(config.i18n, editConflictMessages) },
  })
