import { adminPlugins } from '../extend/registry'
import { folioLanguageLoaders, payloadLanguageLoaders } from './languages'
import type { Dictionary } from './translate'

export interface LoadedLanguage {
  language: string
  dictionary: Dictionary
  fallback: Dictionary
  /** The string packs merged in (by name). */
  packs: readonly string[]
}

/**
 * Folio strings that travel with a lazily loaded part of the admin instead of with every screen,
 * by language; English is required and backs up the others.
 */
export interface StringPack {
  name: string
  loaders: { en: () => Promise<Record<string, string>> } & Record<string, () => Promise<Record<string, string>>>
}

/** Downloads a pack in `language` (or English) and returns how to merge it into a loaded language. */
export async function withPack(language: string, pack: StringPack): Promise<(loaded: LoadedLanguage) => LoadedLanguage> {
  const own = pack.loaders[language]
  const strings = await (own ?? pack.loaders.en)()
  const into = own ? 'dictionary' : 'fallback'
  return (loaded) =>
    loaded.packs.includes(pack.name)
      ? loaded
      : { ...loaded, [into]: { ...loaded[into], folio: { ...loaded[into].folio, ...strings } }, packs: [...loaded.packs, pack.name] }
}

/**
 * Downloads one language: Payload's strings, Folio's, and every admin plugin's under its own
 * namespace (the build puts Folio's and the plugins' strings of a language in one chunk). English
 * backs up what a language lacks.
 */
export async function loadLanguage(language: string): Promise<LoadedLanguage> {
  const code = payloadLanguageLoaders[language] ? language : 'en'
  const folioLoader = folioLanguageLoaders[code]
  const withStrings = adminPlugins().filter((p) => p.strings)
  const [payload, folio, folioFallback, plugins] = await Promise.all([
    payloadLanguageLoaders[code]!(),
    folioLoader ? folioLoader() : Promise.resolve({}),
    folioLoader ? Promise.resolve({}) : folioLanguageLoaders.en!(),
    Promise.all(withStrings.map(async (p) => ({ slug: p.slug, own: await p.strings![code]?.(), english: p.strings![code] ? undefined : await p.strings!.en() }))),
  ])
  const dictionary: Dictionary = { ...(payload as unknown as Dictionary), folio }
  const fallback: Dictionary = { folio: folioFallback }
  for (const pack of plugins) {
    if (pack.own) dictionary[pack.slug] = pack.own
    if (pack.english) fallback[pack.slug] = pack.english
  }
  return { language: code, dictionary, fallback, packs: [] }
}
