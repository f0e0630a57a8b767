import { QueryCache, QueryClient } from '@tanstack/react-query'
import { HttpError } from '../data/http'
import { queryKeys } from '../data/query-keys'

const JUST_ANSWERED_MS = 2000

/**
 * A query cache with the admin's rules: the page's one (`queryClient`), or the one a screen drawn
 * on the server renders with (one per page). A read refused as unauthenticated or forbidden may
 * mean the session ended elsewhere (signed out in another tab, expired): the session is asked for
 * again, and the shell sends a signed-out user to the sign-in screen.
 */
export function createQueryClient(options: { isServer?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(error instanceof HttpError) || (error.status !== 401 && error.status !== 403)) return
        if (query.queryKey[0] === queryKeys.me()[0]) return
        void client.invalidateQueries({ queryKey: queryKeys.me() })
      },
    }),
    defaultOptions: {
      queries: {
        // The server asks nothing (a read the page has no answer for fails at once): no retry.
        retry: (count, error) =>
          !options.isServer && !(error instanceof HttpError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // An answer got in the last moments (the page's prefetch, which starts before the screen
        // renders; the queries a screen the server drew was drawn with) is used instead of asked
        // for again at once, by a prefetch and by a screen that mounts; one marked out of date
        // since (a sign-in, a save) is asked again.
        staleTime: JUST_ANSWERED_MS,
        refetchOnMount: (query) =>
          query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_ANSWERED_MS,
      },
    },
  })
  return client
}

/** The one query cache of the admin page. */
export const queryClient: QueryClient = createQueryClient()
