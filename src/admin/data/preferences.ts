import { queryKeys } from './query-keys'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import { reads } from '../../shared/api-reads'
import { api, read } from './http'

/** Payload preferences are per user; GET answers `{ value: null }` when none is stored. */
export const preferenceQuery = <T>(key: string) =>
  queryOptions({
    queryKey: queryKeys.preference(key),
    queryFn: async ({ signal }) =>
      (await read<{ value?: T | null }>(reads.preference(key), signal)).value ?? null,
    staleTime: Infinity,
  })

export function savePreference<T>(key: string, value: T): Promise<unknown> {
  return api(apiPaths.preference(key), { method: 'POST', body: { value } })
}

/**
 * Saves a preference and shows it at once. A save before the stored value has arrived wins: the
 * read still on its way is cancelled, so its older answer cannot undo the choice.
 */
export function useSavePreference<T extends object>(key: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: T) => savePreference(key, value),
    onMutate: async (value) => {
      const { queryKey } = preferenceQuery<T>(key)
      await queryClient.cancelQueries({ queryKey })
      queryClient.setQueryData(queryKey, value)
    },
  })
}
