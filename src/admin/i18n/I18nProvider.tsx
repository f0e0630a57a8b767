import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { setRequestLanguage } from '../data/http'
import { boot } from '../lib/boot'
import { RTL_LANGUAGES } from './languages'
import { loadLanguage, withPack, type LoadedLanguage, type StringPack } from './load'
import { createT, type TFunction } from './translate'

interface I18nContextValue {
  language: string
  t: TFunction
  setLanguage: (language: string) => Promise<void>
  /** The string packs merged in so far (by name). */
  packs: readonly string[]
  loadPack: (pack: StringPack) => Promise<void>
}

const I18nContext = createContext<I18nContextValue | null>(null)

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function I18nProvider(props: { initial: LoadedLanguage; children: ReactNode }) {
  const [loaded, setLoaded] = useState(props.initial)
  // Every pack asked for so far: a new language loads them too, before it is shown.
  const packs = useRef(new Map<string, StringPack>())
  const languageRef = useRef(loaded.language)
  useEffect(() => {
    languageRef.current = loaded.language
  }, [loaded.language])
  const loadPack = useCallback(async (pack: StringPack) => {
    packs.current.set(pack.name, pack)
    const language = languageRef.current
    const merge = await withPack(language, pack)
    setLoaded((current) => (current.language === language ? merge(current) : current))
  }, [])
  const setLanguage = useCallback(async (language: string) => {
    let next = await loadLanguage(language)
    for (const merge of await Promise.all([...packs.current.values()].map((pack) => withPack(next.language, pack)))) next = merge(next)
    document.cookie = `${boot.cookiePrefix}-lng=${encodeURIComponent(next.language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
    applyLanguage(next.language)
    setLoaded(next)
  }, [])
  const value = useMemo(
    () => ({ language: loaded.language, t: createT(loaded.dictionary, loaded.fallback), setLanguage, packs: loaded.packs, loadPack }),
    [loaded, setLanguage, loadPack],
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

/**
 * Merges a pack of strings that belongs to a lazily loaded part of the admin (the new-password
 * field's) into the current language, once; true when its strings are there.
 */
export function useStringPack(pack: StringPack): boolean {
  const { packs, loadPack } = useI18n()
  const isLoaded = packs.includes(pack.name)
  useEffect(() => {
    if (!isLoaded) void loadPack(pack)
  }, [isLoaded, loadPack, pack])
  return isLoaded
}
