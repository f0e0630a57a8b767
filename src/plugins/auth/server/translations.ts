import type { Config } from 'payload'

type I18nConfig = NonNullable<Config['i18n']>
type Tree = Record<string, Record<string, Record<string, string>>>

/** The server's messages (SPEC §8 'Translated messages'); German in German, others in English. */
const messages = {
  en: {
    accountLocked: 'This account is locked.',
    localPasswordOnly: 'Password changes are only possible for local identity provider.',
  },
  de: {
    accountLocked: 'Dieses Konto ist gesperrt.',
    localPasswordOnly: 'Passwortänderungen sind nur für den lokalen Identitätsanbieter möglich.',
  },
} as const

/** Adds the plugin's messages to Payload's `folio` namespace for every language the server speaks. */
export function authTranslations(i18n: Config['i18n']): I18nConfig['translations'] {
  const existing = (i18n?.translations ?? {}) as Tree
  const merged: Tree = { ...existing }
  for (const language of Object.keys(i18n?.supportedLanguages ?? { en: true })) {
    const own = existing[language] ?? {}
    merged[language] = { ...own, folio: { ...own.folio, ...(language === 'de' ? messages.de : messages.en) } }
  }
  return merged as I18nConfig['translations']
}
