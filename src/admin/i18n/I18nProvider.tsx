import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { setRequestLanguage } from '../data/http'
import { boot } from '../lib/boot'
import { intlLocale } from '../../shared/catalog'
import { textDirection } from '../../shared/language'
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

export function I18nProvider(props: {
  initial: LoadedLanguage
  /** The packs `initial` holds (the page's): a new language loads them too. */
  initialPacks?: readonly StringPack[]
  children: ReactNode
}) {
  const [loaded, setLoaded] = useState(props.initial)
  // Every pack asked for so far: a new language loads them too, before it is shown.
  const packs = useRef(
    new Map<string, StringPack>((props.initialPacks ?? []).map((pack) => [pack.name, pack])),
  )
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
    for (const merge of await Promise.all(
      [...packs.current.values()].map((pack) => withPack(next.language, pack)),
    ))
      next = merge(next)
    document.cookie = `${boot.cookiePrefix}-lng=${encodeURIComponent(next.language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
    applyLanguage(next.language)
    setLoaded(next)
  }, [])
  const value = useMemo(
    () => ({
      language: loaded.language,
      t: createT(loaded.dictionary, loaded.fallback, loaded.language),
      setLanguage,
      packs: loaded.packs,
      loadPack,
    }),
    [loaded, setLanguage, loadPack],
  )
  return <I18nContext value={value}>{props.children}</I18nContext>
}

export function applyLanguage(language: string): void {
  document.documentElement.lang = intlLocale(language)
  document.documentElement.dataset.language = language
  document.documentElement.dir = textDirection(language)
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
 * Merges packs of strings that belong to lazily loaded parts of the admin (the new-password
 * field's, a plugin's) into the current language, once; true when all of their strings are there.
 */
export function useStringPacks(packs: readonly StringPack[]): boolean {
  const { packs: merged, loadPack } = useI18n()
  const missing = packs.filter((pack) => !merged.includes(pack.name))
  const missingKey = missing.map((pack) => pack.name).join('\n')
  useEffect(() => {
    for (const pack of missing) void loadPack(pack)
    // the names say which packs are missing; the array itself is rebuilt on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingKey, loadPack])
  return missing.length === 0
}

/** `useStringPacks` for one pack. */
export function useStringPack(pack: StringPack): boolean {
  return useStringPacks([pack])
}
