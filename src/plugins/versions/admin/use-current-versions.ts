import { useQuery } from '@tanstack/react-query'
import { listVersions, type VersionTarget } from './data'

/**
 * The newest version and the newest published one: what 'current draft' and 'current published
 * version' are said of, whatever page of the list is shown.
 */
export function useCurrentVersions(target: VersionTarget, hasDrafts: boolean) {
  const key = [target.kind, target.slug, target.kind === 'collection' ? target.id : null]
  const newest = useQuery({
    queryKey: ['versions-newest', ...key],
    queryFn: ({ signal }) => listVersions(target, { page: 1, limit: 1, signal }),
    enabled: hasDrafts,
  })
  const published = useQuery({
    queryKey: ['versions-newest-published', ...key],
    queryFn: ({ signal }) =>
      listVersions(target, {
        page: 1,
        limit: 1,
        where: { 'version._status': { equals: 'published' } },
        signal,
      }),
    enabled: hasDrafts,
  })
  const newestDoc = newest.data?.docs[0]
  return {
    currentDraftId:
      newestDoc && newestDoc.version._status === 'draft' ? String(newestDoc.id) : undefined,
    currentPublishedId: published.data?.docs[0] ? String(published.data.docs[0].id) : undefined,
  }
}
