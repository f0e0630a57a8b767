import { describe, expect, it } from 'vitest'
import { catalog, catalogText, intlLocale, labelIn, pluralCategory, pluralKey } from './catalog'

const files = {
  './pl.json': {
    files_one: '{{count}} plik',
    files_few: '{{count}} pliki',
    files_many: '{{count}} plików',
    files_other: '{{count}} pliku',
    title: 'Tytuł',
  },
  './ar.json': { title: 'العنوان' },
}
const strings = catalog(
  { files_one: '{{count}} file', files_other: '{{count}} files', title: 'Title' },
  files,
)

describe('string catalogs', () => {
  it('take each language from its file, English from the source', () => {
    expect(Object.keys(strings).sort()).toEqual(['ar', 'en', 'pl'])
    expect(strings.pl?.title).toBe('Tytuł')
  })

  it('choose a plural form by the language’s CLDR category, not by count === 1', () => {
    expect(
      [1, 2, 5, 22, 25, 1.5].map((n) => catalogText(strings, 'pl', 'files', { count: n })),
    ).toEqual(['1 plik', '2 pliki', '5 plików', '22 pliki', '25 plików', '1.5 pliku'])
    expect(catalogText(strings, 'en', 'files', { count: 1 })).toBe('1 file')
    expect(catalogText(strings, 'en', 'files', { count: 0 })).toBe('0 files')
    expect(pluralCategory('ar', 0)).toBe('zero')
    expect(pluralCategory('ar', 2)).toBe('two')
    expect(pluralCategory('ja', 1)).toBe('other')
  })

  it('fall back to the other form, then to English where a language lacks the text', () => {
    expect(pluralKey({ files_other: 'x' }, 'files', 'ar', 0)).toBe('files_other')
    expect(catalogText(strings, 'ar', 'files', { count: 3 })).toBe('3 files')
    expect(catalogText(strings, 'xx', 'title')).toBe('Title')
  })

  it('give Payload’s label objects every language', () => {
    expect(labelIn(strings, 'title')).toEqual({ en: 'Title', pl: 'Tytuł', ar: 'العنوان' })
  })

  it('name Payload’s codes as BCP 47 tags for Intl', () => {
    expect(intlLocale('rs-latin')).toBe('sr-Latn')
    expect(intlLocale('rs')).toBe('sr-Cyrl')
    expect(intlLocale('zh-TW')).toBe('zh-Hant-TW')
    expect(intlLocale('fr')).toBe('fr')
  })
})
