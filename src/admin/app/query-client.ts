import { QueryClient } from '@tanstack/react-query'
import { HttpError } from '../data/http'

/** The one query cache of the admin. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})
