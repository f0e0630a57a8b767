import type {
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
  Where,
} from 'payload'
import type { ActivityItem, ContentCount, PublishStatus } from '../shared'
import {
  contentCollections,
  contentGlobals,
  globalTitle,
  hasDrafts,
  hasField,
  readable,
  titleField,
} from './entities'

type Row = Record<string, unknown> & { id: string | number; updatedAt?: string }

const UPDATED_BY = 'updatedBy'

/** What a widget reads of each entity: its changes newest first, as the signed-in user. */
interface Query {
  /** Read the latest versions of drafts collections and globals, not their published documents. */
  isLatest: boolean
  /** The collection's condition; with `where`, a collection it gives none for is left out. */
  where?: (collection: SanitizedCollectionConfig) => Where | undefined
  /** A global's latest state is one of the rows when this holds for it. */
  global?: (doc: Row, global: SanitizedGlobalConfig) => boolean
}

const userIdOf = (value: unknown): string | undefined =>
  value === null || value === undefined
    ? undefined
    : typeof value === 'object'
      ? String((value as { id?: unknown }).id)
      : String(value)

/**
 * The `limit` newest changes across every content collection and global the user may read (each
 * asked for `limit`, then merged), with their status and who made them.
 */
export async function latestChanges(
  req: PayloadRequest,
  query: Query,
  limit: number,
): Promise<ActivityItem[]> {
  const fromCollections = contentCollections(req).map(async (collection) => {
    const where = query.where?.(collection)
    if (query.where && !where) return []
    const title = titleField(collection)
    const found = await readable(() =>
      req.payload.find({
        collection: collection.slug,
        where,
        draft: query.isLatest && hasDrafts(collection),
        sort: '-updatedAt',
        limit,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        user: req.user,
        req,
        select: {
          [title]: true,
          updatedAt: true,
          ...(hasDrafts(collection) ? { _status: true } : {}),
          ...(hasField(collection, UPDATED_BY) ? { [UPDATED_BY]: true } : {}),
        },
      }),
    )
    if (!found) return []
    const rows = found.docs as Row[]
    const statuses = hasDrafts(collection)
      ? await publishStatuses(req, collection, rows, query.isLatest)
      : undefined
    return rows.map((row): ActivityItem => ({
      collection: collection.slug,
      id: row.id,
      title: textOf(row[title]) ?? String(row.id),
      status: statuses?.get(String(row.id)),
      updatedAt: String(row.updatedAt ?? ''),
      ...byOf(row),
    }))
  })
  const fromGlobals = query.global
    ? contentGlobals(req).map(async (global) => {
        const doc = (await readable(() =>
          req.payload.findGlobal({
            slug: global.slug,
            draft: query.isLatest && hasDrafts(global),
            depth: 0,
            overrideAccess: false,
            user: req.user,
            req,
          }),
        )) as Row | undefined
        if (!doc?.updatedAt || !query.global!(doc, global)) return []
        const status = hasDrafts(global) ? await globalStatus(req, global, doc) : undefined
        return [
          {
            global: global.slug,
            title: globalTitle(global),
            status,
            updatedAt: String(doc.updatedAt),
            ...byOf(doc),
          } satisfies ActivityItem,
        ]
      })
    : []
  const items = (await Promise.all([...fromCollections, ...fromGlobals])).flat()
  items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
  return withNames(req, items.slice(0, limit))
}

const byOf = (row: Row): Pick<ActivityItem, 'by'> => {
  const id = userIdOf(row[UPDATED_BY])
  return id === undefined ? {} : { by: { id } }
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (typeof value === 'number') return String(value)
  return undefined
}

/**
 * Draft, published or changed (a draft over a published version) for rows read as their latest
 * versions: the published documents are asked for once, by their ids.
 */
async function publishStatuses(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  rows: Row[],
  isLatest: boolean,
): Promise<Map<string, PublishStatus>> {
  const statuses = new Map<string, PublishStatus>()
  const drafts = rows.filter((row) => row._status !== 'published')
  for (const row of rows) if (row._status === 'published') statuses.set(String(row.id), 'published')
  if (!isLatest || drafts.length === 0) {
    for (const row of drafts) statuses.set(String(row.id), 'draft')
    return statuses
  }
  const published = await req.payload.find({
    collection: collection.slug,
    where: {
      and: [{ id: { in: drafts.map((row) => row.id) } }, { _status: { equals: 'published' } }],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { _status: true },
  })
  const wasPublished = new Set(published.docs.map((doc) => String(doc.id)))
  for (const row of drafts)
    statuses.set(String(row.id), wasPublished.has(String(row.id)) ? 'changed' : 'draft')
  return statuses
}

async function globalStatus(
  req: PayloadRequest,
  global: SanitizedGlobalConfig,
  latest: Row,
): Promise<PublishStatus> {
  if (latest._status === 'published') return 'published'
  const published = (await req.payload.findGlobal({
    slug: global.slug,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Row
  return published._status === 'published' ? 'changed' : 'draft'
}

/**
 * Who made each change, named as the lock holder and the versions list name people: name and
 * email, for anyone who may see the document (read once for every row).
 */
async function withNames(req: PayloadRequest, items: ActivityItem[]): Promise<ActivityItem[]> {
  const ids = [...new Set(items.flatMap((item) => (item.by ? [item.by.id] : [])))]
  if (ids.length === 0) return items
  const userSlug = req.payload.config.admin.user
  const users = await req.payload.find({
    collection: userSlug,
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { name: true, email: true },
  })
  const byId = new Map(
    users.docs.map((user) => {
      const row = user as unknown as Row
      return [
        String(row.id),
        { id: row.id, name: textOf(row.name) ?? null, email: String(row.email ?? '') },
      ]
    }),
  )
  return items.map((item) =>
    item.by ? { ...item, by: byId.get(String(item.by.id)) ?? { id: item.by.id } } : item,
  )
}

/** Every content collection's counts the user may read; drafts collections by their latest version. */
export async function contentCounts(req: PayloadRequest): Promise<ContentCount[]> {
  const counts = contentCollections(req).map(async (collection) => {
    // Payload's count reads the published documents only: a drafts collection is counted by its
    // latest versions, through find (which applies the same read access).
    const count = (where?: Where) =>
      req.payload
        .find({
          collection: collection.slug,
          where,
          draft: hasDrafts(collection),
          limit: 1,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
          select: { updatedAt: true },
        })
        .then((answer) => answer.totalDocs)
    const total = await readable(() => count())
    if (total === undefined) return []
    if (!hasDrafts(collection)) return [{ collection: collection.slug, total }]
    const [drafts, published] = await Promise.all([
      count({ _status: { equals: 'draft' } }),
      count({ _status: { equals: 'published' } }),
    ])
    return [{ collection: collection.slug, total, drafts, published }]
  })
  return (await Promise.all(counts)).flat()
}
