import { useEffect } from 'react'
import { readCookie } from '../../shared/theme'
import { boot } from '../lib/boot'
import { useI18n } from './I18nProvider'

/**
 * The language a user chose on their account page (kept on the user) wins over the browser's:
 * on a device where no language was chosen yet (no `{prefix}-lng` cookie), the admin switches to
 * it once signed in, and keeps it there. A choice made on this device stays.
 */
export function useUserLanguage(userLanguage: unknown, supported: readonly string[]): void {
  const { language, setLanguage } = useI18n()
  useEffect(() => {
    if (typeof userLanguage !== 'string' || !supported.includes(userLanguage)) return
    if (userLanguage === language) return
    if (readCookie(document.cookie, `${boot.cookiePrefix}-lng`) !== undefined) return
    void setLanguage(userLanguage)
  }, [userLanguage, supported, language, setLanguage])
}
