import { api } from '../../../admin/extend/data'
import type { DocumentViewContext } from '../../../admin/extend'
import { UPDATED_BY_FIELD } from '../shared'

export type VersionTarget = DocumentViewContext['target']

/** A version as the REST API returns it (SPEC: version record). */
export interface VersionDoc {
  id: string | number
  parent?: string | number | { id: string | number }
  createdAt: string
  updatedAt: string
  autosave?: boolean
  latest?: boolean
  snapshot?: boolean
  publishedLocale?: string | string[]
  version: Record<string, unknown> & { _status?: 'draft' | 'published' }
}

export interface VersionsPage {
  docs: VersionDoc[]
  totalDocs: number
  page: number
  limit: number
  totalPages: number
  hasNextPage: boolean
}

/** A REST `where` (Payload's query language). */
export interface Where {
  [key: string]: string | number | boolean | Where | Where[]
}

export const versionsPath = (target: VersionTarget) =>
  target.kind === 'global'
    ? `/globals/${encodeURIComponent(target.slug)}/versions`
    : `/${encodeURIComponent(target.slug)}/versions`

const parentWhere = (target: VersionTarget): Where | undefined =>
  target.kind === 'collection' ? { parent: { equals: target.id } } : undefined

/** The author of a save as a version names it: an account the reader may read, else its id. */
export type VersionAuthor =
  { id: string | number; name?: string | null; email?: string } | string | number

/**
 * What a list of versions reads of each: its status and the author of its save, not the document's
 * fields. With the user collection, the author is populated (the user's name and email only, where
 * the reader may read users); without it, it stays an id.
 */
const listed = (userCollection: string | undefined) => ({
  depth: userCollection ? 1 : 0,
  select: {
    version: { _status: true, [UPDATED_BY_FIELD]: true },
    parent: true,
    createdAt: true,
    updatedAt: true,
    autosave: true,
    latest: true,
    snapshot: true,
    publishedLocale: true,
  },
  populate: userCollection ? { [userCollection]: { name: true, email: true } } : undefined,
})

/** One page of the versions, newest first, each with its status and author. */
export function listVersions(
  target: VersionTarget,
  args: {
    page: number
    limit: number
    where?: Where
    /** The config's user collection, to name who made each save. */
    userCollection?: string
    signal?: AbortSignal
  },
) {
  const own = parentWhere(target)
  const where = own && args.where ? { and: [own, args.where] } : (own ?? args.where)
  return api<VersionsPage>(versionsPath(target), {
    query: {
      limit: args.limit,
      page: args.page,
      sort: '-updatedAt',
      where,
      ...listed(args.userCollection),
    },
    signal: args.signal,
  })
}

/** The name to show for the author of a version's save, when the reader may see it. */
export function authorName(version: VersionDoc): string | undefined {
  const author = version.version[UPDATED_BY_FIELD] as VersionAuthor | null | undefined
  if (!author || typeof author !== 'object') return undefined
  return author.name?.trim() || author.email || undefined
}

/** One version with every locale's values (`locale=all`), for the diff. */
export const getVersion = (target: VersionTarget, id: string, signal?: AbortSignal) =>
  api<VersionDoc>(`${versionsPath(target)}/${encodeURIComponent(id)}`, {
    query: { depth: 0, locale: 'all' },
    signal,
  })

/** Restores a version (as a draft with `draft`): the server's message on success. */
export const restoreVersion = (target: VersionTarget, id: string, draft: boolean) =>
  api<{ message?: string }>(`${versionsPath(target)}/${encodeURIComponent(id)}`, {
    method: 'POST',
    query: { draft: String(draft) },
  })

/** The parent document a version belongs to (an id), whatever its depth. */
export function parentId(version: VersionDoc): string | undefined {
  const parent = version.parent
  if (parent === undefined || parent === null) return undefined
  return typeof parent === 'object' ? String(parent.id) : String(parent)
}
