import { useQuery } from '@tanstack/react-query'
import { preferenceQuery, useSavePreference } from '../../data/preferences'

export interface NavPreference {
  groups: Record<string, { open: boolean }>
}

const KEY = 'nav'

/** Which navigation groups are open, kept in Payload preferences (per user, across browsers). */
export function useNavPreference() {
  const query = useQuery(preferenceQuery<NavPreference>(KEY))
  const mutation = useSavePreference<NavPreference>(KEY)
  const isOpen = (group: string) => query.data?.groups[group]?.open ?? true
  const toggle = (group: string) => {
    const groups = { ...(query.data?.groups ?? {}), [group]: { open: !isOpen(group) } }
    mutation.mutate({ groups })
  }
  return { isOpen, toggle, isLoaded: !query.isPending }
}
