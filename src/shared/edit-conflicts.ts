/**
 * Optimistic concurrency for saves. Every document (and global) carries a revision, a counter the
 * server moves by one on each save (`folioRevision`); the admin sends the revision it edited as
 * `If-Match: "r<revision>"`, and the server answers 409 when the document was saved since, instead
 * of overwriting it. A tag with the `updatedAt` of the version edited (`"<ISO date>"`) is still
 * accepted from API clients. A request without the header keeps last-writer-wins.
 */
export const PRECONDITION_HEADER = 'If-Match'

/** The server-kept save counter of a document or global; absent on rows saved before it existed. */
export const REVISION_FIELD = 'folioRevision'

/** What a save's If-Match names: a revision, or (API clients) an `updatedAt`. */
export type VersionTag = { revision: number } | { updatedAt: string }

/** The If-Match value for a document as read: its revision, or its `updatedAt` for an older row. */
export function versionTagOf(doc: Record<string, unknown> | undefined): string | undefined {
  const revision = doc?.[REVISION_FIELD]
  if (typeof revision === 'number') return `"r${revision}"`
  return typeof doc?.updatedAt === 'string' ? `"${doc.updatedAt}"` : undefined
}

/** The version named by an If-Match header; undefined without one (or `*`); `invalid` for anything else. */
export function parseVersionTag(
  header: string | null | undefined,
): VersionTag | undefined | 'invalid' {
  const value = header?.trim()
  if (value === undefined || value === '' || value === '*') return undefined
  const revision = /^"r(\d{1,15})"$/.exec(value)
  if (revision) return { revision: Number(revision[1]) }
  const date = /^"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)"$/.exec(value)
  return date ? { updatedAt: date[1]! } : 'invalid'
}

/** Whether a document as stored is still the version a tag names. */
export function isVersionOf(tag: VersionTag, doc: Record<string, unknown> | undefined): boolean {
  if ('revision' in tag) {
    const revision = doc?.[REVISION_FIELD]
    return (typeof revision === 'number' ? revision : 0) === tag.revision
  }
  return typeof doc?.updatedAt !== 'string' || doc.updatedAt === tag.updatedAt
}
