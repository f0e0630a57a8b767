import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from './query-keys'

/**
 * After a sign-in (by password, a first user, a reset or an accepted invitation): the session and
 * the client config it sees are fetched again before the next screen, also where no screen shows
 * them yet (a signed-out screen does not watch the session; the stale "signed out" answer would
 * send the next screen to the sign-in).
 */
export async function refetchSession(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.clientConfig(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.me(), refetchType: 'all' }),
  ])
}
