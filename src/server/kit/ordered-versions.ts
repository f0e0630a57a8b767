import type { Payload, PayloadRequest } from 'payload'

type Row = { updatedAt?: string }
type Doc = Record<string, unknown> & Row
type Adapter = Payload['db']
type Scope = { collection: string; parent: unknown } | { global: string }
type Req = Partial<PayloadRequest> | undefined

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
  async function timeFor(scope: Scope, req: Req, proposed: string) {
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

  /** A version made: the row's time and, for a draft, its document's. */
  const creating =
    <A extends { req?: Req; updatedAt: string; versionData: unknown }, R>(
      create: (args: A) => Promise<R>,
      scope: (args: A) => Scope,
    ) =>
    async (args: A): Promise<R> => {
      const time = await timeFor(scope(args), args.req, args.updatedAt)
      return create({
        ...args,
        updatedAt: time,
        versionData: withTime(args.versionData as Doc, time),
      })
    }
  /** A version updated in place (an autosave): the row's time and its document's. */
  const updating =
    <A extends { req?: Req; versionData: unknown }, R>(
      update: (args: A) => Promise<R>,
      scope: (args: A, parent: unknown) => Scope,
    ) =>
    async (args: A): Promise<R> => {
      const data = args.versionData as { updatedAt?: string; parent?: unknown; version?: Doc }
      const where = scope(args, data.parent)
      if (!data.updatedAt || ('collection' in where && where.parent === undefined))
        return update(args)
      const time = await timeFor(where, args.req, data.updatedAt)
      const version = data.version && withTime(data.version, time)
      return update({ ...args, versionData: { ...data, updatedAt: time, version } })
    }

  db.createVersion = creating(db.createVersion.bind(db), (a) => ({
    collection: a.collectionSlug,
    parent: a.parent,
  }))
  db.createGlobalVersion = creating(db.createGlobalVersion.bind(db), (a) => ({
    global: a.globalSlug,
  }))
  db.updateVersion = updating(db.updateVersion.bind(db), (a, parent) => ({
    collection: a.collection,
    parent,
  }))
  db.updateGlobalVersion = updating(db.updateGlobalVersion.bind(db), (a) => ({ global: a.global }))
}
