/**
 * Optimistic concurrency for saves: the admin sends the `updatedAt` of the version it edited as
 * `If-Match: "<updatedAt>"`; the server answers 409 when the document changed since, instead of
 * overwriting it. A request without the header keeps last-writer-wins.
 */
export const PRECONDITION_HEADER = 'If-Match'

export const versionTag = (updatedAt: string): string => `"${updatedAt}"`

/** The `updatedAt` in an If-Match header; undefined without one (or `*`); `invalid` for anything else. */
export function parseVersionTag(header: string | null | undefined): string | undefined | 'invalid' {
  if (header === null || header === undefined || header.trim() === '' || header.trim() === '*')
    return undefined
  const match = /^"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)"$/.exec(header.trim())
  return match ? match[1] : 'invalid'
}
