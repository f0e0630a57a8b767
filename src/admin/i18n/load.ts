import { folioLanguageLoaders, payloadLanguageLoaders } from './languages'
import type { Dictionary } from './translate'

export interface LoadedLanguage {
  language: string
  dictionary: Dictionary
  fallback: Dictionary
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
  }
}
