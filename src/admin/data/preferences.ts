import { queryKeys } from './query-keys'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import { api } from './http'

/** Payload preferences are per user; GET answers `{ value: null }` when none is stored. */
export const preferenceQuery = <T>(key: string) =>
  queryOptions({
    queryKey: queryKeys.preference(key),
    queryFn: async ({ signal }) => (await api<{ value?: T | null }>(apiPaths.preference(key), { signal })).value ?? null,
    staleTime: Infinity,
  })

export function savePreference<T>(key: string, value: T): Promise<unknown> {
  return api(apiPaths.preference(key), { method: 'POST', body: { value } })
}
