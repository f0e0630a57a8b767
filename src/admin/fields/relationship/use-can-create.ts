import { useQuery } from '@tanstack/react-query'
import { accessQuery, can } from '../../data/access'
import { useDocumentDrawers } from '../../lib/document-drawer-context'

/**
 * Whether "Add new" (or "Upload new") is offered for this collection: drawers exist, the field
 * allows it (`admin.allowCreate`), the user may create.
 */
export function useCanCreate(slug: string | undefined, allowCreate?: boolean): boolean {
  const drawers = useDocumentDrawers()
  const access = useQuery({ ...accessQuery(), enabled: Boolean(drawers) })
  if (!drawers || !slug || allowCreate === false) return false
  return can(access.data?.collections?.[slug], 'create')
}
