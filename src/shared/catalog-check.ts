import { pluralCategories, type Strings } from './catalog'

/** `{{name}}` (admin and server texts) and `{name}` (emails), sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*\w+\s*\}\}|\{\w+\}/g)].map((m) => m[0].replace(/\s/g, '')).sort()
}

/**
 * The keys a language's file must have, each with the English text it translates: every key of
 * English, a plural (`name_one`/`name_other`) as one form per CLDR category of the language.
 */
export function expectedKeys(en: Strings, language: string): Map<string, string> {
  const expected = new Map<string, string>()
  const categories = pluralCategories(language)
  for (const [key, text] of Object.entries(en)) {
    if (key.endsWith('_one') && en[`${key.slice(0, -4)}_other`] !== undefined) continue
    if (key.endsWith('_other')) {
      const name = key.slice(0, -'_other'.length)
      for (const category of categories) expected.set(`${name}_${category}`, text)
    } else expected.set(key, text)
  }
  return expected
}

/**
 * What a language's file of a catalog lacks or gets wrong, one line each: a missing or empty key,
 * a key English does not have, a placeholder English lacks or one it has that is missing.
 */
export function catalogProblems(
  en: Strings,
  translated: Strings | undefined,
  language: string,
): string[] {
  if (!translated) return ['the file is missing']
  const problems: string[] = []
  const expected = expectedKeys(en, language)
  for (const [key, english] of expected) {
    const text = translated[key]
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${key}: missing or empty`)
      continue
    }
    const want = placeholders(english).join(' ')
    const have = placeholders(text).join(' ')
    if (want !== have) problems.push(`${key}: placeholders "${have}", English has "${want}"`)
  }
  for (const key of Object.keys(translated))
    if (!expected.has(key)) problems.push(`${key}: not a key of English`)
  return problems
}
