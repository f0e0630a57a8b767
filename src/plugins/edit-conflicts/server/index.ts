import {
  APIError,
  type CollectionConfig,
  type Field,
  type Config,
  type GlobalConfig,
  type Plugin,
  type PayloadRequest,
} from 'payload'
import { keepVersionsInOrder } from '../../../server/kit/ordered-versions'
import { lockRows } from '../../../server/kit/row-lock'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { catalog } from '../../../shared/catalog'
import {
  isVersionOf,
  parseVersionTag,
  PRECONDITION_HEADER,
  REVISION_FIELD,
  type VersionTag,
} from '../../../shared/edit-conflicts'
import { editConflictMessagesEn } from './messages/en'
import { folioPlugin } from '../../../server/kit/folio-plugin'

const editConflictMessages = catalog(
  editConflictMessagesEn,
  import.meta.glob('./messages/*.json', { eager: true, import: 'default' }),
)
const editConflictMessage = folioMessage(editConflictMessages)

function precondition(req: PayloadRequest): VersionTag | undefined {
  const tag = parseVersionTag(req.headers?.get(PRECONDITION_HEADER))
  if (tag === 'invalid')
    throw new APIError(editConflictMessage(req, 'invalidPrecondition'), 400, undefined, true)
  return tag
}

function refuseStale(req: PayloadRequest, originalDoc: unknown): void {
  const tag = precondition(req)
  const current = originalDoc as Record<string, unknown> | undefined
  if (tag === undefined || isVersionOf(tag, current)) return
  throw new APIError(
    editConflictMessage(req, 'editConflict'),
    409,
    { updatedAt: current?.updatedAt, revision: current?.[REVISION_FIELD] ?? 0 },
    true,
  )
}

/**
 * The save counter: 1 when a document is made, one more on every save through Payload's operations
 * (restoring a version and publishing included), whatever the request sent. Unlike `updatedAt`, it
 * does not depend on the clock of the machine that saved: two instances whose clocks differ can
 * never give a newer save the tag of an older one. Not in the admin's field list (`disabled`).
 */
const revisionField: Field = {
  name: REVISION_FIELD,
  type: 'number',
  admin: { disabled: true, readOnly: true },
  hooks: {
    beforeChange: [
      ({ operation, previousValue }) =>
        operation === 'create' || typeof previousValue !== 'number' ? 1 : previousValue + 1,
    ],
  },
}

function withCollectionCheck(c: CollectionConfig): CollectionConfig {
  return {
    ...c,
    fields: [...c.fields, revisionField],
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
    fields: [...g.fields, revisionField],
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

/**
 * Every save moves a revision on, and versions keep the order of their saves whatever the clocks;
 * a save that names the revision it edited (If-Match) is refused with 409 when it is no longer the current one.
 */
export const editConflictsPlugin = (): Plugin =>
  folioPlugin({ name: 'edit-conflicts' }, (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((c) =>
      c.timestamps === false ? c : withCollectionCheck(c),
    ),
    globals: (config.globals ?? []).map(withGlobalCheck),
    onInit: async (payload) => {
      keepVersionsInOrder(payload.db)
      await config.onInit?.(payload)
    },
    i18n: { ...config.i18n, translations: withFolioMessages(config.i18n, editConflictMessages) },
  }))
