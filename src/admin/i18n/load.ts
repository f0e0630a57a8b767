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
  /** Where its keys go: `folio` (Folio's own lazily loaded strings) unless a plugin's slug. */
  namespace?: string
  loaders: { en: () => Promise<Record<string, string>> } & Record<
    string,
    () => Promise<Record<string, string>>
  >
}

/** Downloads a pack in `language` (or English) and returns how to merge it into a loaded language. */
export async function withPack(
  language: string,
  pack: StringPack,
): Promise<(loaded: LoadedLanguage) => LoadedLanguage> {
  const own = pack.loaders[language]
  const strings = await (own ?? pack.loaders.en)()
  const into = own ? 'dictionary' : 'fallback'
  const namespace = pack.namespace ?? 'folio'
  return (loaded) =>
    loaded.packs.includes(pack.name)
      ? loaded
      : {
          ...loaded,
          [into]: { ...loaded[into], [namespace]: { ...loaded[into][namespace], ...strings } },
          packs: [...loaded.packs, pack.name],
        }
}

/** `loaded` with `packs` merged in (each downloaded in its language, or English). */
export async function withPacks(
  loaded: LoadedLanguage,
  packs: readonly StringPack[],
): Promise<LoadedLanguage> {
  const merges = await Promise.all(packs.map((pack) => withPack(loaded.language, pack)))
  return merges.reduce((current, merge) => merge(current), loaded)
}

/** Downloads one language (Payload's strings and Folio's); English Folio keys back up the others. */
export async function loadLanguage(language: string): Promise<LoadedLanguage> {
  const code = payloadLanguageLoaders[language] ? language : 'en'
  const folioLoader = folioLanguageLoaders[code]
  const [payload, folio, folioFallback] = await Promise.all([
    payloadLanguageLoaders[code]!(),
    folioLoader ? folioLoader() : Promise.resolve({}),
    folioLoader ? Promise.resolve({}) : folioLanguageLoaders.en!(),
  ])
  return {
    language: code,
    dictionary: { ...(payload as unknown as Dictionary), folio },
    fallback: { folio: folioFallback },
    packs: [],
  }
}
