import { api } from '../../../admin/extend/data'
import type { DocumentViewContext } from '../../../admin/extend'

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

/** One page of the versions, newest first. */
export function listVersions(
  target: VersionTarget,
  args: { page: number; limit: number; where?: Where; signal?: AbortSignal },
) {
  const own = parentWhere(target)
  const where = own && args.where ? { and: [own, args.where] } : (own ?? args.where)
  return api<VersionsPage>(versionsPath(target), {
    query: { depth: 0, limit: args.limit, page: args.page, sort: '-updatedAt', where },
    signal: args.signal,
  })
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
