import {
  APIError,
  type CollectionConfig,
  type Config,
  type GlobalConfig,
  type Plugin,
  type PayloadRequest,
} from 'payload'
import { lockRows } from '../../../server/kit/row-lock'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { catalog } from '../../../shared/catalog'
import { parseVersionTag, PRECONDITION_HEADER } from '../../../shared/edit-conflicts'
import { editConflictMessagesEn } from './messages/en'
import { folioPlugin } from '../../../server/kit/folio-plugin'

const editConflictMessages = catalog(
  editConflictMessagesEn,
  import.meta.glob('./messages/*.json', { eager: true, import: 'default' }),
)
const editConflictMessage = folioMessage(editConflictMessages)

function precondition(req: PayloadRequest): string | undefined {
  const tag = parseVersionTag(req.headers?.get(PRECONDITION_HEADER))
  if (tag === 'invalid')
    throw new APIError(editConflictMessage(req, 'invalidPrecondition'), 400, undefined, true)
  return tag
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
          // Every save by id takes the row's lock (PostgreSQL reads in READ COMMITTED): two saves
          // with the same precondition, or a save without one between a conditional save's check
          // and its write, wait for the first to commit; the one waiting then sees its version.
          if (operation === 'update' && id !== undefined) {
            precondition(req)
            await lockRows(req, c.slug, [id])
          }
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
          if (operation === 'update') {
            precondition(req)
            await lockRows(req, g.slug)
          }
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
export const editConflictsPlugin = (): Plugin =>
  folioPlugin({ name: 'edit-conflicts' }, (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((c) =>
      c.timestamps === false ? c : withCollectionCheck(c),
    ),
    globals: (config.globals ?? []).map(withGlobalCheck),
    i18n: { ...config.i18n, translations: withFolioMessages(config.i18n, editConflictMessages) },
  }))
