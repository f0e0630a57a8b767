import { Forbidden, type PayloadRequest } from 'payload'
import type { ActiveLock } from '../shared'
import { LOCKS_SLUG } from './locks-collection'

interface LockRow {
  key: string
  user: { id: string | number; email?: string; name?: string | null } | string | number
  createdAt: string
  updatedAt: string
}

/** The most lock rows one answer looks at (unexpired ones are few: one per open editor). */
const ROWS_READ = 200

type Parsed = { collection: string; id: string } | { global: string }

function parseKey(key: string): Parsed | undefined {
  const at = key.indexOf(':')
  if (at <= 0) return undefined
  const [head, tail] = [key.slice(0, at), key.slice(at + 1)]
  return head === 'global' ? { global: tail } : { collection: head, id: tail }
}

/**
 * The documents being edited now (an unexpired lock), newest activity first, each only when the
 * signed-in user may read it: with its title, who holds it and since when.
 */
export async function activeLocks(
  req: PayloadRequest,
  durationOf: (target: Parsed) => number | undefined,
  limit: number,
): Promise<ActiveLock[]> {
  const { docs } = await req.payload.find({
    collection: LOCKS_SLUG,
    sort: '-updatedAt',
    limit: ROWS_READ,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const now = Date.now()
  const live = (docs as unknown as LockRow[]).flatMap((row) => {
    const target = parseKey(row.key)
    const duration = target && durationOf(target)
    if (!target || duration === undefined) return []
    if (now - new Date(row.updatedAt).getTime() > duration * 1000) return []
    return [{ row, target }]
  })
  const titles = await readableTitles(
    req,
    live.map(({ target }) => target),
  )
  return live
    .flatMap(({ row, target }) => {
      const title = titles.get(keyOf(target))
      if (title === undefined) return []
      const user =
        typeof row.user === 'object'
          ? { id: row.user.id, name: row.user.name ?? null, email: row.user.email }
          : { id: row.user }
      return [{ ...target, title, user, since: row.createdAt, lastActive: row.updatedAt }]
    })
    .slice(0, limit)
}

const keyOf = (target: Parsed) =>
  'global' in target ? `global:${target.global}` : `${target.collection}:${target.id}`

/** The titles of the documents the user may read (asked once per collection), by lock key. */
async function readableTitles(
  req: PayloadRequest,
  targets: Parsed[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  const byCollection = new Map<string, string[]>()
  for (const target of targets)
    if ('collection' in target)
      byCollection.set(target.collection, [
        ...(byCollection.get(target.collection) ?? []),
        target.id,
      ])
  await Promise.all([
    ...[...byCollection].map(async ([slug, ids]) => {
      const collection = req.payload.collections[slug]?.config
      if (!collection) return
      const titleField = collection.admin?.useAsTitle ?? 'id'
      const found = await readAs(() =>
        req.payload.find({
          collection: slug,
          where: { id: { in: ids } },
          draft: Boolean((collection.versions as { drafts?: unknown } | undefined)?.drafts),
          depth: 0,
          pagination: false,
          overrideAccess: false,
          user: req.user,
          req,
          select: { [titleField]: true },
        }),
      )
      for (const doc of found?.docs ?? []) {
        const value = (doc as Record<string, unknown>)[titleField]
        titles.set(
          `${slug}:${doc.id}`,
          typeof value === 'string' && value.trim() ? value : String(doc.id),
        )
      }
    }),
    ...targets.flatMap((target) =>
      'global' in target
        ? [
            readAs(() =>
              req.payload.findGlobal({
                slug: target.global,
                depth: 0,
                overrideAccess: false,
                user: req.user,
                req,
              }),
            ).then((doc) => {
              if (doc) titles.set(keyOf(target), target.global)
            }),
          ]
        : [],
    ),
  ])
  return titles
}

async function readAs<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof Forbidden) return undefined
    throw error
  }
}
