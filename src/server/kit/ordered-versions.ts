import type { Payload, PayloadRequest } from 'payload'

type Row = { updatedAt?: string }
type Doc = Record<string, unknown> & Row
type Adapter = Payload['db']
type Scope = { collection: string; parent: unknown } | { global: string }

/**
 * A version's time: `proposed` when it is later than the newest version's, else 1 ms after that.
 * Payload picks a document's latest draft by `updatedAt` (and marks older versions not latest only
 * when their time is earlier), so a version saved on a machine whose clock is behind, or in the
 * same millisecond, would otherwise not be the latest one.
 */
export function versionTimeAfter(newest: Row | undefined, proposed: string): string {
  const floor = Date.parse(newest?.updatedAt ?? '')
  const at = Date.parse(proposed)
  if (Number.isNaN(floor) || Number.isNaN(at) || at > floor) return proposed
  return new Date(floor + 1).toISOString()
}

/** The document of a version with its time moved too, when it carries one (a draft's). */
const withTime = (doc: Doc, time: string): Doc =>
  doc.updatedAt === undefined ? doc : { ...doc, updatedAt: time }

/**
 * Keeps each document's (and global's) versions in the order of their saves, whatever the clocks of
 * the instances that wrote them: a version made or updated in place gets a time after the newest
 * one. Saves of one document run one at a time (its row lock on PostgreSQL, the write gate on
 * SQLite), so the newest version read here is still the newest when this one is written.
 */
export function keepVersionsInOrder(db: Adapter): void {
  async function timeFor(scope: Scope, req: Partial<PayloadRequest> | undefined, proposed: string) {
    const common = { limit: 1, pagination: false, sort: '-updatedAt', req } as const
    const { docs } =
      'collection' in scope
        ? await db.findVersions({
            ...common,
            collection: scope.collection,
            where: { parent: { equals: scope.parent } },
          })
        : await db.findGlobalVersions({ ...common, global: scope.global })
    return versionTimeAfter(docs[0] as Row | undefined, proposed)
  }

  const createVersion = db.createVersion.bind(db)
  db.createVersion = async (args) => {
    const time = await timeFor(
      { collection: args.collectionSlug, parent: args.parent },
      args.req,
      args.updatedAt,
    )
    return createVersion({
      ...args,
      updatedAt: time,
      versionData: withTime(args.versionData as Doc, time) as typeof args.versionData,
    })
  }

  const createGlobalVersion = db.createGlobalVersion.bind(db)
  db.createGlobalVersion = async (args) => {
    const time = await timeFor({ global: args.globalSlug }, args.req, args.updatedAt)
    return createGlobalVersion({
      ...args,
      updatedAt: time,
      versionData: withTime(args.versionData as Doc, time) as typeof args.versionData,
    })
  }

  // An autosave updates the latest version in place, with the time of this save.
  const updateVersion = db.updateVersion.bind(db)
  db.updateVersion = async (args) => {
    const data = args.versionData as { updatedAt?: string; parent?: unknown; version?: Doc }
    if (!data.updatedAt || data.parent === undefined) return updateVersion(args)
    const time = await timeFor(
      { collection: args.collection, parent: data.parent },
      args.req,
      data.updatedAt,
    )
    return updateVersion({
      ...args,
      versionData: {
        ...data,
        updatedAt: time,
        version: data.version && withTime(data.version, time),
      } as typeof args.versionData,
    })
  }

  const updateGlobalVersion = db.updateGlobalVersion.bind(db)
  db.updateGlobalVersion = async (args) => {
    const data = args.versionData as { updatedAt?: string; version?: Doc }
    if (!data.updatedAt) return updateGlobalVersion(args)
    const time = await timeFor({ global: args.global }, args.req, data.updatedAt)
    return updateGlobalVersion({
      ...args,
      versionData: {
        ...data,
        updatedAt: time,
        version: data.version && withTime(data.version, time),
      } as typeof args.versionData,
    })
  }
}
