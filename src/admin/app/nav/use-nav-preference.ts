import { useQuery } from '@tanstack/react-query'
import { NAV_PREFERENCE_KEY } from '../../../shared/api-reads'
import { preferenceQuery, useSavePreference } from '../../data/preferences'

export interface NavPreference {
  groups: Record<string, { open: boolean }>
}

export const navPreferenceQuery = () => preferenceQuery<NavPreference>(NAV_PREFERENCE_KEY)

/** Which navigation groups are open, kept in Payload preferences (per user, across browsers). */
export function useNavPreference() {
  const query = useQuery(navPreferenceQuery())
  const mutation = useSavePreference<NavPreference>(NAV_PREFERENCE_KEY)
  const isOpen = (group: string) => query.data?.groups[group]?.open ?? true
  const toggle = (group: string) => {
    const groups = { ...(query.data?.groups ?? {}), [group]: { open: !isOpen(group) } }
    mutation.mutate({ groups })
  }
  return { isOpen, toggle, isLoaded: !query.isPending }
}
