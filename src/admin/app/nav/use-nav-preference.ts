import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { preferenceQuery, savePreference } from '../../data/preferences'

export interface NavPreference {
  groups: Record<string, { open: boolean }>
}

const KEY = 'nav'

/** Which navigation groups are open, kept in Payload preferences (per user, across browsers). */
export function useNavPreference() {
  const queryClient = useQueryClient()
  const query = useQuery(preferenceQuery<NavPreference>(KEY))
  const mutation = useMutation({
    mutationFn: (value: NavPreference) => savePreference(KEY, value),
    onMutate: (value) =>
      queryClient.setQueryData(preferenceQuery<NavPreference>(KEY).queryKey, value),
  })
  const isOpen = (group: string) => query.data?.groups[group]?.open ?? true
  const toggle = (group: string) => {
    const groups = { ...(query.data?.groups ?? {}), [group]: { open: !isOpen(group) } }
    mutation.mutate({ groups })
  }
  return { isOpen, toggle, isLoaded: !query.isPending }
}
