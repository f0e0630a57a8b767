import { describe, expect, it } from 'vitest'
import { acceptedLanguages } from '@payloadcms/translations'
import { firstSupportedLanguage, pickLanguage, supportedLanguageOf } from './language'

const supported = ['ar', 'de', 'en', 'fr', 'zh', 'zh-TW', 'bn-BD']

describe('firstSupportedLanguage', () => {
  it('takes the first supported tag in header order', () => {
    expect(firstSupportedLanguage('fr, de', supported)).toBe('fr')
    expect(firstSupportedLanguage('xx, en', supported)).toBe('en')
  })

  it('ranks by q-value, not by position', () => {
    expect(firstSupportedLanguage('fr;q=0.5, de;q=0.8, en;q=0.1', supported)).toBe('de')
    expect(firstSupportedLanguage('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', supported)).toBe('fr')
    expect(firstSupportedLanguage('en;q=0.2, de', supported)).toBe('de')
  })

  it('skips q=0, the wildcard and unsupported tags', () => {
    expect(firstSupportedLanguage('de;q=0, en;q=0.3', supported)).toBe('en')
    expect(firstSupportedLanguage('*', supported)).toBeUndefined()
    expect(firstSupportedLanguage('xx, yy;q=0.4', supported)).toBeUndefined()
    expect(firstSupportedLanguage('', supported)).toBeUndefined()
  })

  it("matches the base language: 'de-AT' gives 'de'", () => {
    expect(firstSupportedLanguage('de-AT', supported)).toBe('de')
    expect(firstSupportedLanguage('en-US', supported)).toBe('en')
  })

  it("prefers an exact regional match: 'zh-TW' stays 'zh-TW', case-insensitively", () => {
    expect(firstSupportedLanguage('zh-TW', supported)).toBe('zh-TW')
    expect(firstSupportedLanguage('zh-tw', supported)).toBe('zh-TW')
    expect(firstSupportedLanguage('zh-CN', supported)).toBe('zh')
    expect(firstSupportedLanguage('bn-bd', supported)).toBe('bn-BD')
  })
})

describe('supportedLanguageOf: tags as browsers send them', () => {
  it.each([
    ['en-US', 'en'],
    ['de-CH', 'de'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['sr-Latn', 'rs-latin'],
    ['sr-Latn-RS', 'rs-latin'],
    ['sr', 'rs'],
    ['sr-Cyrl-RS', 'rs'],
    ['bn', 'bn-BD'],
    ['bn-IN', 'bn-IN'],
    ['iw', 'he'],
    ['ar-EG', 'ar'],
    ['fa-IR', 'fa'],
  ])('%s → %s', (tag, code) => {
    expect(supportedLanguageOf(tag, [...acceptedLanguages])).toBe(code)
  })

  it('has none for a language Payload does not ship, or a malformed tag', () => {
    expect(supportedLanguageOf('tlh', supported)).toBeUndefined()
    expect(supportedLanguageOf('x--y', supported)).toBeUndefined()
  })
})

describe('pickLanguage', () => {
  const base = { supported, fallback: 'de' }

  it('prefers the cookie over the header', () => {
    expect(pickLanguage({ ...base, cookie: 'fr', acceptLanguage: 'en' })).toBe('fr')
  })

  it('uses the header when the cookie is absent or unsupported', () => {
    expect(pickLanguage({ ...base, acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en')
    expect(pickLanguage({ ...base, cookie: 'klingon', acceptLanguage: 'ar' })).toBe('ar')
  })

  it('falls back (German by default) when neither helps', () => {
    expect(pickLanguage({ ...base })).toBe('de')
    expect(pickLanguage({ ...base, cookie: '', acceptLanguage: 'xx' })).toBe('de')
    expect(pickLanguage({ supported, fallback: 'en', acceptLanguage: '*' })).toBe('en')
  })
})
