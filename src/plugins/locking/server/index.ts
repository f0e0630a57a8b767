import {
  addDataAndFileToRequest,
  APIError,
  NotFound,
  UnauthorizedError,
  type CollectionConfig,
  type Config,
  type GlobalConfig,
  type Plugin,
  type PayloadRequest,
} from 'payload'
import {
  ACTIVE_LOCKS_LIMIT,
  ACTIVE_LOCKS_MAX_LIMIT,
  ACTIVE_LOCKS_PATH,
  beingEditedWidget,
  type ActiveLocksAnswer,
  DEFAULT_LOCK_DURATION_S,
  editorLockTarget,
  lockRead,
  lockTakeRead,
  LOCKING_SLUG,
  LOCKS_PATH,
  lockKey,
  type LockingSettings,
  type LockTarget,
} from '../shared'
import { withPublicSettings } from '../../../server/kit/public-settings'
import { withEditorReads } from '../../../server/kit/editor-reads'
import { withDashboardReads } from '../../../server/kit/dashboard-reads'
import { limitParam } from '../../../server/kit/limit-param'
import { activeLocks } from './active-locks'
import { assertLockAccess } from './lock-access'
import { acquireLock, assertNotLockedByOther, readLock, releaseLock } from './lock-store'
import { locksCollection, LOCKS_SLUG } from './locks-collection'
import { withDocumentLockHooks } from './document-lock-hooks'
import { lockingMessage, lockingMessages } from './translations'
import { withFolioMessages } from '../../../server/kit/translations'
import { folioPlugin } from '../../../server/kit/folio-plugin'

type Lockable = { lockDocuments?: false | { duration: number }; custom?: Record<string, unknown> }

function durationOf(entity: Lockable): number | undefined {
  if (entity.lockDocuments === false) return undefined
  return typeof entity.lockDocuments === 'object'
    ? entity.lockDocuments.duration
    : DEFAULT_LOCK_DURATION_S
}

/**
 * Document locking that Payload core only sketches (docs/payload-core.md §5): one lock per document
 * or global, owned by a user, taken over explicitly, and enforced on every change, for globals too.
 * Payload's own locking is switched off for the entities this plugin takes over; their duration
 * is the plugin's public setting (`plugins.locking.duration` in the client config).
 */
export const lockingPlugin = (): Plugin =>
  folioPlugin({ name: 'locking' }, (config: Config) => {
    const userSlug = config.admin?.user ?? 'users'
    const durations = new Map<string, number>()

    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      const duration = durationOf(c)
      if (duration === undefined) return c
      durations.set(`c:${c.slug}`, duration)
      return {
        ...withPublicSettings(c, LOCKING_SLUG, { duration } satisfies LockingSettings),
        lockDocuments: false,
        hooks: withDocumentLockHooks(c, duration),
      }
    })

    const globals = (config.globals ?? []).map((g): GlobalConfig => {
      const duration = durationOf(g)
      if (duration === undefined) return g
      durations.set(`g:${g.slug}`, duration)
      return {
        ...withPublicSettings(g, LOCKING_SLUG, { duration } satisfies LockingSettings),
        lockDocuments: false,
        hooks: {
          ...g.hooks,
          // Payload's restore of a global runs no beforeChange hooks: its lock is checked first.
          beforeOperation: [
            ...(g.hooks?.beforeOperation ?? []),
            async ({ args, operation, req }) => {
              if (operation === 'restoreVersion')
                await assertNotLockedByOther(
                  req,
                  lockKey({ global: g.slug }),
                  duration,
                  lockingMessage(req, 'documentLocked'),
                )
              return args
            },
          ],
          beforeChange: [
            async ({ data, req }) => {
              await assertNotLockedByOther(
                req,
                lockKey({ global: g.slug }),
                duration,
                lockingMessage(req, 'documentLocked'),
              )
              return data
            },
            ...(g.hooks?.beforeChange ?? []),
          ],
        },
      }
    })

    /** The lock a request names, after checking the user's access to its document (`access`). */
    async function target(
      req: PayloadRequest,
      source: Record<string, unknown> | undefined,
      access: 'read' | 'update' | 'none',
    ): Promise<{ key: string; duration: number }> {
      if (!req.user) throw new UnauthorizedError(req.t)
      const collection = typeof source?.collection === 'string' ? source.collection : undefined
      const id =
        typeof source?.id === 'string' || typeof source?.id === 'number'
          ? String(source.id)
          : undefined
      const global = typeof source?.global === 'string' ? source.global : undefined
      const lockTarget: LockTarget | undefined =
        collection && id ? { collection, id } : global ? { global } : undefined
      if (!lockTarget) throw new APIError(lockingMessage(req, 'targetMissing'), 400)
      const duration = durations.get(
        'global' in lockTarget ? `g:${lockTarget.global}` : `c:${lockTarget.collection}`,
      )
      if (duration === undefined) throw new NotFound(req.t)
      if (access !== 'none') await assertLockAccess(req, lockTarget, access)
      return { key: lockKey(lockTarget), duration }
    }

    // An editor's page takes the lock when the browser itself opened it, so its editor is editable
    // at once and asks nothing; another site's link only reads it (the editor then takes it itself,
    // in the background unless someone else holds it). A refusal (423) leaves no answer: the
    // editor asks, and shows who holds it.
    const withReads = withEditorReads(config, LOCKING_SLUG, (editor, page) => {
      const lock = editorLockTarget(editor)
      if (!lock) return []
      return [page.isOwnNavigation ? lockTakeRead(lock) : lockRead(lock)]
    })
    const withWidget = withDashboardReads(withReads, LOCKING_SLUG, [beingEditedWidget])
    return {
      ...withWidget,
      collections: [...collections, locksCollection(userSlug)],
      globals,
      i18n: {
        ...withWidget.i18n,
        translations: withFolioMessages(withWidget.i18n, lockingMessages),
      },
      endpoints: [
        ...(config.endpoints ?? []),
        {
          // The dashboard's 'Being edited now': every unexpired lock whose document the user may read.
          path: ACTIVE_LOCKS_PATH,
          method: 'get',
          handler: async (req) => {
            if (!req.user) throw new UnauthorizedError(req.t)
            const asked = limitParam(req, {
              default: ACTIVE_LOCKS_LIMIT,
              max: ACTIVE_LOCKS_MAX_LIMIT,
            })
            if ('refusal' in asked) return asked.refusal
            const docs = await activeLocks(
              req,
              (target) =>
                durations.get('global' in target ? `g:${target.global}` : `c:${target.collection}`),
              asked.limit,
            )
            return Response.json({ docs } satisfies ActiveLocksAnswer, {
              headers: { 'Cache-Control': 'no-store' },
            })
          },
        },
        {
          path: LOCKS_PATH,
          method: 'get',
          handler: async (req) => {
            const { key, duration } = await target(
              req,
              req.query as Record<string, unknown>,
              'read',
            )
            return Response.json(await readLock(req, key, duration))
          },
        },
        {
          path: LOCKS_PATH,
          method: 'post',
          handler: async (req) => {
            await addDataAndFileToRequest(req)
            const body = (req.data ?? {}) as Record<string, unknown>
            const { key, duration } = await target(req, body, 'update')
            const { info, isRefused } = await acquireLock(
              req,
              key,
              duration,
              body.takeOver === true,
            )
            return Response.json(info, { status: isRefused ? 423 : 200 })
          },
        },
        {
          path: LOCKS_PATH,
          method: 'delete',
          handler: async (req) => {
            // Releasing touches only the caller's own lock, so it needs no access to the document.
            const { key } = await target(req, req.query as Record<string, unknown>, 'none')
            await releaseLock(req, key)
            return Response.json({ isLocked: false, isMine: false })
          },
        },
      ],
    }
  })

export { LOCKS_SLUG }
