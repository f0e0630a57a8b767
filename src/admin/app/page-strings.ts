import { payloadLanguageLoaders } from '../i18n/languages'
import { loadLanguage, withPacks, type LoadedLanguage } from '../i18n/load'
import { everyPageStringPack } from './page-packs'

const byLanguage = new Map<string, Promise<LoadedLanguage>>()

/**
 * The strings every page in `language` carries (boot data `strings`): Payload's and Folio's, with
 * the core's string packs and those of every admin plugin of this build merged in (English where a
 * plugin has none in the language), so that no part of any screen waits for strings. Made once per
 * language; the pages share it (it is never changed, only copied into a new one).
 */
export function pageStrings(language: string): Promise<LoadedLanguage> {
  const code = payloadLanguageLoaders[language] ? language : 'en'
  let strings = byLanguage.get(code)
  if (!strings) {
    strings = loadLanguage(code).then((loaded) => withPacks(loaded, everyPageStringPack()))
    // A failure is not kept: the next page tries again.
    strings.catch(() => byLanguage.delete(code))
    byLanguage.set(code, strings)
  }
  return strings
}
