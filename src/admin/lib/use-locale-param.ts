import { useSearchParams } from 'react-router'
import { localeFromSearch } from '../../shared/api-reads'
import { useFullConfig } from './client-config-context'

/** The content locale from `?locale=`, checked against the configured locales. */
export function useLocaleParam(): {
  locale: string | undefined
  defaultLocale: string | undefined
  setLocale: (code: string) => void
} {
  const config = useFullConfig()
  const [params, setParams] = useSearchParams()
  if (!config.localization)
    return { locale: undefined, defaultLocale: undefined, setLocale: () => undefined }
  const locale = localeFromSearch(config, params)
  const setLocale = (code: string) => {
    const next = new URLSearchParams(params)
    next.set('locale', code)
    setParams(next)
  }
  return { locale, defaultLocale: config.localization.defaultLocale, setLocale }
}
