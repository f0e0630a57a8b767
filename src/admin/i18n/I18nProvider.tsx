import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react'
import { setRequestLanguage } from '../data/http'
import { boot } from '../lib/boot'
import { RTL_LANGUAGES } from './languages'
import { loadLanguage, type LoadedLanguage } from './load'
import { createT, type TFunction } from './translate'

interface I18nContextValue {
  language: string
  t: TFunction
  setLanguage: (language: string) => Promise<void>
}

const I18nContext = createContext<I18nContextValue | null>(null)

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function I18nProvider(props: { initial: LoadedLanguage; children: ReactNode }) {
  const [loaded, setLoaded] = useState(props.initial)
  const setLanguage = useCallback(async (language: string) => {
    const next = await loadLanguage(language)
    document.cookie = `${boot.cookiePrefix}-lng=${encodeURIComponent(next.language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
    applyLanguage(next.language)
    setLoaded(next)
  }, [])
  const value = useMemo(
    () => ({ language: loaded.language, t: createT(loaded.dictionary, loaded.fallback), setLanguage }),
    [loaded, setLanguage],
  )
  return <I18nContext value={value}>{props.children}</I18nContext>
}

export function applyLanguage(language: string): void {
  document.documentElement.lang = language
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'
  setRequestLanguage(language)
}

export function useI18n(): I18nContextValue {
  const value = use(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}

export function useT(): TFunction {
  return useI18n().t
}
