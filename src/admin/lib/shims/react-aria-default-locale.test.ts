import { afterEach, describe, expect, it, vi } from 'vitest'
import { directionOf, getDefaultLocale } from './react-aria-default-locale'

afterEach(() => vi.unstubAllGlobals())

describe('react-aria’s default locale, without Intl', () => {
  it('writes right to left where the script or the language is, left to right elsewhere', () => {
    const rtl = [
      'ar',
      'ar-EG',
      'he-IL',
      'fa',
      'ur-PK',
      'yi',
      'dv',
      'ckb-IQ',
      'uz-Arab-AF',
      'pa-Arab',
    ]
    const ltr = ['en-US', 'de', 'pt-BR', 'zh-Hant-TW', 'ku-Latn-TR', 'az-Latn', 'sr-Cyrl']
    expect(rtl.map(directionOf)).toEqual(rtl.map(() => 'rtl'))
    expect(ltr.map(directionOf)).toEqual(ltr.map(() => 'ltr'))
  })

  it('agrees with Intl.Locale’s text direction wherever the runtime has it', () => {
    // Node's own locale data may lack a language (Dhivehi, say): those are checked above.
    const locales = ['ar', 'he', 'fa-IR', 'ur', 'ps-AF', 'sd-Arab', 'en', 'de-CH', 'ja', 'uz-Arab']
    for (const locale of locales) {
      const info = new Intl.Locale(locale).maximize() as Intl.Locale & {
        getTextInfo?: () => { direction: string }
        textInfo?: { direction: string }
      }
      const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction
      if (direction)
        expect({ locale, direction: directionOf(locale) }).toEqual({ locale, direction })
    }
  })

  it('is the browser’s language, with its direction', () => {
    vi.stubGlobal('navigator', { language: 'he-IL' })
    expect(getDefaultLocale()).toEqual({ locale: 'he-IL', direction: 'rtl' })
    vi.stubGlobal('navigator', { language: '' })
    expect(getDefaultLocale()).toEqual({ locale: 'en-US', direction: 'ltr' })
  })
})
