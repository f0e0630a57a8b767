import type { Config } from 'payload'
import { passwordMessages } from '../shared'

type I18nConfig = NonNullable<Config['i18n']>

/**
 * The plugin's messages under Payload's `folio` namespace for every language the server speaks:
 * German in German, the others in English (as the admin falls back for Folio's own strings).
 */
export function passwordTranslations(i18n: Config['i18n']): I18nConfig['translations'] {
  const existing = (i18n?.translations ?? {}) as Record<string, Record<string, Record<string, string>> | undefined>
  const languages = Object.keys(i18n?.supportedLanguages ?? { en: true })
  const merged: Record<string, Record<string, Record<string, string>>> = { ...(existing as Record<string, Record<string, Record<string, string>>>) }
  for (const language of languages) {
    const own = existing[language] ?? {}
    merged[language] = { ...own, folio: { ...own.folio, ...(language === 'de' ? passwordMessages.de : passwordMessages.en) } }
  }
  return merged as I18nConfig['translations']
}
