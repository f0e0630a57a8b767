import type { Config } from 'payload'
import { lockoutMessages } from '../shared/messages'

type I18nConfig = NonNullable<Config['i18n']>
type Tree = Record<string, Record<string, Record<string, string>>>

/**
 * For every language the server speaks (German in German, the others in English): Payload's
 * `error:userLocked` becomes SPEC's 'Login is temporarily blocked for this user.', and the
 * plugin's own messages live under the `folio` namespace.
 */
export function lockoutTranslations(i18n: Config['i18n']): I18nConfig['translations'] {
  const existing = (i18n?.translations ?? {}) as Tree
  const merged: Tree = { ...existing }
  for (const language of Object.keys(i18n?.supportedLanguages ?? { en: true })) {
    const own = existing[language] ?? {}
    const { userLocked, ...folio } = language === 'de' ? lockoutMessages.de : lockoutMessages.en
    merged[language] = { ...own, error: { ...own.error, userLocked }, folio: { ...own.folio, ...folio } }
  }
  return merged as I18nConfig['translations']
}
