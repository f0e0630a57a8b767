import type { PageStrings } from '../../shared/boot'
import { folioLanguageLoaders, payloadLanguageLoaders } from './languages'
import type { Dictionary } from './translate'

/** One language's strings, as the server also writes them into a page (boot data `strings`). */
export type LoadedLanguage = PageStrings

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

/**
 * `loaded` with `packs` merged in (each downloaded in its language, or English); `loaded` itself
 * when it has them all already (nothing is downloaded for a pack it has).
 */
export async function withPacks(
  loaded: LoadedLanguage,
  packs: readonly StringPack[],
): Promise<LoadedLanguage> {
  const missing = packs.filter((pack) => !loaded.packs.includes(pack.name))
  const merges = await Promise.all(missing.map((pack) => withPack(loaded.language, pack)))
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
