import { useCallback } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { readCookie } from '../../shared/theme'
import type { BootSession } from '../../shared/boot'
import { queryKeys } from '../data/query-keys'
import { boot } from '../lib/boot'
import { useI18n } from './I18nProvider'

/**
 * The language a user chose on their account page (kept on the user) wins over the browser's: on
 * signing in on a device where no language was chosen yet (no `{prefix}-lng` cookie), the admin
 * switches to it (and keeps it there). A choice made on this device stays.
 */
export function useAdoptUserLanguage(supported: readonly string[]) {
  const { language, setLanguage } = useI18n()
  return useCallback(
    async (queryClient: QueryClient) => {
      const session = queryClient.getQueryData<BootSession>(queryKeys.me())
      const chosen = session?.user?.language
      if (typeof chosen !== 'string' || !supported.includes(chosen) || chosen === language) return
      if (readCookie(document.cookie, `${boot.cookiePrefix}-lng`) !== undefined) return
      await setLanguage(chosen).catch(() => undefined)
    },
    [supported, language, setLanguage],
  )
}
