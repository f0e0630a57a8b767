import { useEffect, useState } from 'react'
import { useIsSSR } from 'react-aria/SSRProvider'

/**
 * react-aria's default locale (its `useDefaultLocale` module) resolves here in the admin's build.
 * react-aria's own reads the browser's language when its module is evaluated and checks it with
 * `Intl.DateTimeFormat.supportedLocalesOf`, then derives the direction with `Intl.Locale`: the
 * first use of `Intl` in a page loads the browser's locale data, 40 to 60 ms of a list's or an
 * editor's first load on a slow machine, spent before anything else could use it. The browser's
 * language is a well-formed tag already, and the direction follows from its script or language,
 * so this asks `Intl` nothing; what it returns is the same.
 */

/** Scripts written right to left (ISO 15924). */
const RTL_SCRIPTS = new Set([
  'adlm',
  'arab',
  'hebr',
  'mand',
  'mend',
  'nkoo',
  'rohg',
  'samr',
  'syrc',
  'thaa',
])
/** Languages written right to left in their usual script (ISO 639). */
const RTL_LANGUAGES = new Set([
  'ae',
  'ar',
  'arc',
  'bcc',
  'bqi',
  'ckb',
  'dv',
  'fa',
  'glk',
  'he',
  'ku',
  'mzn',
  'nqo',
  'pnb',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
])

export interface DefaultLocale {
  locale: string
  direction: 'ltr' | 'rtl'
}

/** A locale's writing direction: its script subtag's when it names one, else its language's. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const [language = '', ...rest] = locale.toLowerCase().split(/[-_]/)
  const script = rest.find((subtag) => subtag.length === 4 && /^[a-z]+$/.test(subtag))
  const isRtl = script ? RTL_SCRIPTS.has(script) : RTL_LANGUAGES.has(language)
  return isRtl ? 'rtl' : 'ltr'
}

/** The locale a server passed to react-aria's PackageLocalizationProvider, if any. */
const SERVER_LOCALE = Symbol.for('react-aria.i18n.locale')

function serverLocale(): string | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<symbol, string | undefined>)[SERVER_LOCALE]
}

export function getDefaultLocale(): DefaultLocale {
  const locale =
    serverLocale() || (typeof navigator === 'undefined' ? undefined : navigator.language) || 'en-US'
  return { locale, direction: directionOf(locale) }
}

const listeners = new Set<(locale: DefaultLocale) => void>()
let current: DefaultLocale | undefined

function languageChanged() {
  current = getDefaultLocale()
  for (const listener of listeners) listener(current)
}

export function useDefaultLocale(): DefaultLocale {
  const isSSR = useIsSSR()
  const [locale, setLocale] = useState(() => (current ??= getDefaultLocale()))
  useEffect(() => {
    if (listeners.size === 0) window.addEventListener('languagechange', languageChanged)
    listeners.add(setLocale)
    return () => {
      listeners.delete(setLocale)
      if (listeners.size === 0) window.removeEventListener('languagechange', languageChanged)
    }
  }, [])
  // The server cannot know the browser's language: a page is drawn and hydrated in en-US.
  if (isSSR) return { locale: serverLocale() || 'en-US', direction: 'ltr' }
  return locale
}
