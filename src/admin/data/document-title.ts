import { useQuery } from '@tanstack/react-query'
import type { ClientCollection } from '../../shared/client-config'
import { documentQuery } from './documents'

/** What names a document: its `useAsTitle` value, else its id. */
export function documentTitle(
  collection: ClientCollection,
  doc: Record<string, unknown> | undefined,
): string | undefined {
  if (!doc) return undefined
  const value = doc[collection.admin.useAsTitle]
  return typeof value === 'string' && value ? value : String(doc.id ?? '')
}

/**
 * The title of a saved document, read as its editor reads it (the same query, so a view opened
 * from the editor finds it at once); undefined while it is read or when it cannot be.
 */
export function useDocumentTitle(
  collection: ClientCollection | undefined,
  id: string | undefined,
  locale: string | undefined,
): string | undefined {
  const query = useQuery({
    ...documentQuery({
      slug: collection?.slug ?? '',
      id: id ?? '',
      locale,
      isDraft: Boolean(collection?.hasDrafts),
    }),
    enabled: Boolean(collection && id),
  })
  return collection ? documentTitle(collection, query.data) : undefined
}
