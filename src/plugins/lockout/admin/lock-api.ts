import { queryOptions } from '@tanstack/react-query'
import { api, queryKeys } from '../../../admin/extend/data'
import { lockEndpoints, type LockState } from '../shared'

/** The failed attempts and locks of one account (admins only; others get 403). */
export const lockStateQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.plugin('lockout', 'lock-state', slug, id),
    queryFn: ({ signal }) => api<LockState>(`/${slug}${lockEndpoints.state(id)}`, { signal }),
  })

/** Payload's force-unlock, `POST {api}/{userCollection}/unlock` with the email (docs/behaviour.md §7). */
export const unlockAccount = (slug: string, email: string) =>
  api<unknown>(`/${slug}/unlock`, { method: 'POST', body: { email } })

/** Folio's admin lock: ends the user's sessions and refuses sign-in until unlocked. */
export const lockAccount = (slug: string, id: string) =>
  api<unknown>(`/${slug}${lockEndpoints.lock(id)}`, { method: 'POST', body: {} })
