import {
  UnauthorizedError,
  type Config,
  type Endpoint,
  type PayloadRequest,
  type Plugin,
  type Where,
} from 'payload'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { withDashboardReads } from '../../../server/kit/dashboard-reads'
import { limitParam } from '../../../server/kit/limit-param'
import {
  ACTIVITY_LIMIT,
  ACTIVITY_MAX_LIMIT,
  ACTIVITY_PATHS,
  ACTIVITY_SLUG,
  activityWidgets,
  type ActivityAnswer,
  type ContentCountsAnswer,
} from '../shared'
import { contentCounts, latestChanges } from './activity-reads'
import { hasDrafts, hasField, withLeftOut } from './entities'

/** A widget's endpoint: signed in (a session or a key), a valid limit, then the user's own view. */
function activityEndpoint(
  path: string,
  answer: (req: PayloadRequest, limit: number) => Promise<unknown>,
): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      if (!req.user) throw new UnauthorizedError(req.t)
      const asked = limitParam(req, { default: ACTIVITY_LIMIT, max: ACTIVITY_MAX_LIMIT })
      if ('refusal' in asked) return asked.refusal
      return Response.json(await answer(req, asked.limit), {
        headers: { 'Cache-Control': 'no-store' },
      })
    },
  }
}

/**
 * The dashboard's activity (docs/behaviour.md §21): the user's drafts, what was edited and
 * published last, and counts per collection, each widget one endpoint that reads as the signed-in
 * user (never what they may not read). Who made a change comes from the versions plugin's
 * `updatedBy`. Accounts and hidden collections are not content; `leaveOut` names others (an outbox).
 */
export const activityPlugin = (options: { leaveOut?: string[] } = {}): Plugin =>
  folioPlugin({ name: ACTIVITY_SLUG, requires: ['versions'] }, (config: Config): Config => ({
    ...withDashboardReads(
      { ...config, custom: withLeftOut(config.custom, options.leaveOut ?? []) },
      ACTIVITY_SLUG,
      Object.values(activityWidgets),
    ),
    endpoints: [
      ...(config.endpoints ?? []),
      activityEndpoint(ACTIVITY_PATHS.myDrafts, async (req, limit): Promise<ActivityAnswer> => ({
        docs: await latestChanges(
          req,
          {
            isLatest: true,
            where: (collection): Where | undefined =>
              hasDrafts(collection) && hasField(collection, 'updatedBy')
                ? {
                    and: [
                      { updatedBy: { equals: req.user!.id } },
                      { _status: { equals: 'draft' } },
                    ],
                  }
                : undefined,
            global: (doc, global) =>
              hasDrafts(global) &&
              doc._status === 'draft' &&
              String(
                typeof doc.updatedBy === 'object' && doc.updatedBy
                  ? (doc.updatedBy as { id: unknown }).id
                  : doc.updatedBy,
              ) === String(req.user!.id),
          },
          limit,
        ),
      })),
      activityEndpoint(
        ACTIVITY_PATHS.recentlyEdited,
        async (req, limit): Promise<ActivityAnswer> => ({
          docs: await latestChanges(req, { isLatest: true, global: () => true }, limit),
        }),
      ),
      activityEndpoint(
        ACTIVITY_PATHS.recentlyPublished,
        async (req, limit): Promise<ActivityAnswer> => ({
          docs: await latestChanges(
            req,
            {
              isLatest: false,
              where: (collection) =>
                hasDrafts(collection) ? { _status: { equals: 'published' } } : undefined,
              global: (doc) => doc._status === 'published',
            },
            limit,
          ),
        }),
      ),
      activityEndpoint(ACTIVITY_PATHS.counts, async (req): Promise<ContentCountsAnswer> => ({
        collections: await contentCounts(req),
      })),
    ],
  }))
