import type { Config, PayloadRequest } from 'payload'

type I18nConfig = NonNullable<Config['i18n']>
type Tree = Record<string, Record<string, Record<string, string>>>
export type FolioMessages = { en: Record<string, string>; de: Record<string, string> }

/**
 * Adds a plugin's messages to Payload's `folio` namespace for every language the server speaks:
 * German in German, the others in English (as the admin falls back for Folio's own strings).
 * `overrides` replaces keys of Payload's own namespaces the same way (`error.userLocked`).
 */
export function withFolioMessages(
  i18n: Config['i18n'],
  messages: FolioMessages,
  overrides?: {
    en: Record<string, Record<string, string>>
    de: Record<string, Record<string, string>>
  },
): I18nConfig['translations'] {
  const existing = (i18n?.translations ?? {}) as Tree
  const merged: Tree = { ...existing }
  for (const language of Object.keys(i18n?.supportedLanguages ?? { en: true })) {
    const own = { ...existing[language] }
    const extra = (language === 'de' ? overrides?.de : overrides?.en) ?? {}
    for (const [namespace, keys] of Object.entries(extra))
      own[namespace] = { ...own[namespace], ...keys }
    merged[language] = {
      ...own,
      folio: { ...own.folio, ...(language === 'de' ? messages.de : messages.en) },
    }
  }
  return merged as I18nConfig['translations']
}

/**
 * The typed way to answer with one of a plugin's own messages (registered in `folio` with
 * `withFolioMessages`): `message(req, 'accountLocked')`, where a key the table lacks fails to compile.
 */
export function folioMessage<M extends FolioMessages>(_messages: M) {
  // Payload's `t` knows only its own keys; `folio:` keys are merged in at run time (typed by `M`).
  return (
    req: PayloadRequest,
    key: keyof M['en'] & string,
    vars?: Record<string, unknown>,
  ): string => req.t(`folio:${key}` as never, vars)
}
