import { describe, expect, it } from 'vitest'
import { withPack, type LoadedLanguage, type StringPack } from './load'
import { createT, withComputedKeys } from './translate'

const pack: StringPack = {
  name: 'demo',
  loaders: {
    en: async () => ({ hello: 'Hello {{name}}' }),
    de: async () => ({ hello: 'Hallo {{name}}' }),
  },
}
const loaded = (language: string): LoadedLanguage => ({
  language,
  dictionary: { general: { ok: 'OK' }, folio: { own: 'own' } },
  fallback: { folio: {} },
  packs: [],
})

describe('string packs', () => {
  it('merge into the language they have, keeping what was there', async () => {
    const next = (await withPack('de', pack))(loaded('de'))
    const t = withComputedKeys(createT(next.dictionary, next.fallback))
    expect(t('folio:hello', { name: 'Ada' })).toBe('Hallo Ada')
    expect(t('folio:own')).toBe('own')
    expect(t('general:ok')).toBe('OK')
    expect(next.packs).toEqual(['demo'])
  })

  it('back a language without them up with English', async () => {
    const next = (await withPack('fr', pack))(loaded('fr'))
    expect(
      withComputedKeys(createT(next.dictionary, next.fallback))('folio:hello', { name: 'Ada' }),
    ).toBe('Hello Ada')
  })

  it('merge once', async () => {
    const merge = await withPack('de', pack)
    const once = merge(loaded('de'))
    expect(merge(once)).toBe(once)
  })
})
