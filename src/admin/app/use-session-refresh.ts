import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { meQuery, refreshToken, type MeResponse } from '../data/auth'

const REFRESH_MARGIN_MS = 2 * 60_000
const MIN_DELAY_MS = 10_000

/** Refreshes the session token shortly before it expires, for as long as the admin is open. */
export function useSessionRefresh(userSlug: string, exp: number | undefined): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!exp) return
    const delay = Math.max(exp * 1000 - Date.now() - REFRESH_MARGIN_MS, MIN_DELAY_MS)
    const refresh = async () => {
      try {
        const result = await refreshToken(userSlug)
        queryClient.setQueryData<MeResponse>(meQuery(userSlug).queryKey, (previous) => ({
          user: result.user ?? previous?.user ?? null,
          exp: result.exp,
        }))
      } catch {
        await queryClient.invalidateQueries({ queryKey: meQuery(userSlug).queryKey })
      }
    }
    const timer = window.setTimeout(() => void refresh(), delay)
    return () => window.clearTimeout(timer)
  }, [exp, userSlug, queryClient])
}
