import { queryKeys } from './query-keys'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { ClientConfigResponse } from '../../shared/client-config'
import { apiPaths } from '../../shared/routes'
import { api } from './http'

export const clientConfigQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.clientConfig(language),
    queryFn: ({ signal }) => api<ClientConfigResponse>(apiPaths.clientConfig, { signal }),
    staleTime: 5 * 60_000,
  })
export function useClientConfigQuery(language: string) {
  return useSuspenseQuery(clientConfigQuery(language))
}
