import { useQuery } from '@tanstack/react-query'
import type { ClientField } from '../../../shared/client-config'
import { accessQuery, can } from '../../data/access'
import { useDocumentDrawers } from '../../lib/document-drawer-context'

/** Whether the field offers "Add new" for this collection: drawers exist, the field allows it, the user may create. */
export function useCanCreate(field: ClientField, slug: string | undefined): boolean {
  const drawers = useDocumentDrawers()
  const access = useQuery({ ...accessQuery(), enabled: Boolean(drawers) })
  if (!drawers || !slug || field.admin.allowCreate === false) return false
  return can(access.data?.collections?.[slug], 'create')
}
