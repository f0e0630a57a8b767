import { useSearchParams } from 'react-router'
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
  const requested = params.get('locale')
  const locale = config.localization.locales.some((l) => l.code === requested)
    ? requested!
    : config.localization.defaultLocale
  const setLocale = (code: string) => {
    const next = new URLSearchParams(params)
    next.set('locale', code)
    setParams(next)
  }
  return { locale, defaultLocale: config.localization.defaultLocale, setLocale }
}
