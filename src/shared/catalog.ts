/**
 * A string catalog: English in `en.ts` (the source of the keys, typed) and every other language in
 * a `<language>.json` beside it (docs/ARCHITECTURE.md, "Strings"). A plural is a key with one form
 * per CLDR category of the language (`name_one`, `name_other` in English; `name_few`… elsewhere).
 */
export type Strings = Record<string, string>

/** A catalog's languages, English first; a language's file may hold plural forms English lacks. */
export type Translations<E extends Strings> = { en: E } & Partial<Record<string, Strings>>

/** `'./strings/pt.json'` → `'pt'`. */
export function languageOfFile(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '')
}

/**
 * Every language of a catalog, from its English strings and its files
 * (`import.meta.glob('./*.json', { eager: true, import: 'default' })`).
 */
export function catalog<E extends Strings>(en: E, files: Record<string, unknown>): Translations<E> {
  const languages: Record<string, Strings> = {}
  for (const [file, strings] of Object.entries(files))
    languages[languageOfFile(file)] = strings as Strings
  return { ...languages, en } as Translations<E>
}

/** Payload's codes that are not BCP 47 tags, for `Intl`. */
const INTL_LOCALE: Record<string, string> = {
  rs: 'sr-Cyrl',
  'rs-latin': 'sr-Latn',
  'bn-BD': 'bn-BD',
  'bn-IN': 'bn-IN',
  'zh-TW': 'zh-Hant-TW',
}

/** The BCP 47 tag of one of Payload's language codes (`rs-latin` → `sr-Latn`). */
export function intlLocale(language: string): string {
  return INTL_LOCALE[language] ?? language
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** The CLDR plural category of `count` in `language`: `one`, `few`, `other`… */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(language))
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

/** The plural categories a language's catalog needs for each plural key. */
export function pluralCategories(language: string): Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories
}

/**
 * The key to read for `name` with `count` in `language`: `name_<category>` when the strings
 * have it, else `name_other`, else `name` itself (a key without plural forms).
 */
export function pluralKey(
  strings: Strings | undefined,
  name: string,
  language: string,
  count: number,
): string {
  const form = `${name}_${pluralCategory(language, count)}`
  if (strings?.[form] !== undefined) return form
  if (strings?.[`${name}_other`] !== undefined) return `${name}_other`
  return name
}

/**
 * One message of a catalog in `language` (English where the catalog lacks it), the plural form
 * chosen by a numeric `count`, `{{name}}` filled in from `vars` (an unknown name stays).
 */
export function catalogText(
  translations: Translations<Strings>,
  language: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const count = vars.count
  const lookUp = (strings: Strings | undefined, lang: string) => {
    const name = typeof count === 'number' ? pluralKey(strings, key, lang, count) : key
    return strings?.[name]
  }
  return (lookUp(translations[language], language) ?? lookUp(translations.en, 'en') ?? key).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (whole, variable: string) => (variable in vars ? String(vars[variable]) : whole),
  )
}

/** One key of a catalog in every language, as Payload's label objects take it (`{ en, de, fr… }`). */
export function labelIn<E extends Strings>(
  translations: Translations<E>,
  key: keyof E & string,
): Record<string, string> {
  const label: Record<string, string> = {}
  for (const [language, strings] of Object.entries(translations))
    if (strings?.[key] !== undefined) label[language] = strings[key]
  return label
}
