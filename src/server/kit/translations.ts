import type { Config, PayloadRequest } from 'payload'
import { pluralKey, type Strings, type Translations } from '../../shared/catalog'

type I18nConfig = NonNullable<Config['i18n']>
type Tree = Record<string, Record<string, Record<string, string>>>
export type FolioMessages = Translations<Strings>

/**
 * Adds a plugin's messages (a catalog: `catalog(en, import.meta.glob('./*.json', …))`) to Payload's
 * `folio` namespace for every language the server speaks, each in its own words (English where
 * the catalog lacks the language). `overrides` names keys of Payload's own namespaces to replace
 * with some of those messages, the same in every language (`{ error: { userLocked: … } }`).
 */
export function withFolioMessages(
  i18n: Config['i18n'],
  messages: FolioMessages,
  overrides?: (messages: Strings) => Record<string, Record<string, string>>,
): I18nConfig['translations'] {
  const existing = (i18n?.translations ?? {}) as Tree
  const merged: Tree = { ...existing }
  for (const language of Object.keys(i18n?.supportedLanguages ?? { en: true })) {
    const own = { ...existing[language] }
    const strings = messages[language] ?? messages.en
    const extra = overrides?.(strings) ?? {}
    for (const [namespace, keys] of Object.entries(extra))
      own[namespace] = { ...own[namespace], ...keys }
    merged[language] = {
      ...own,
      folio: { ...own.folio, ...strings },
    }
  }
  return merged as I18nConfig['translations']
}

/** English keys, with the name of each plural (`tooManyRequests` for `tooManyRequests_one`…). */
type MessageKey<E> =
  | (keyof E & string)
  | (keyof E extends infer K ? (K extends `${infer Name}_other` ? Name : never) : never)

/**
 * The typed way to answer with one of a plugin's own messages (registered in `folio` with
 * `withFolioMessages`): `message(req, 'accountLocked')`, where a key the table lacks fails to
 * compile. A plural's name with a numeric `count` answers the form of the request's language.
 */
export function folioMessage<M extends FolioMessages>(_messages: M) {
  // Payload's `t` knows only its own keys; `folio:` keys are merged in at run time (typed by `M`).
  return (
    req: PayloadRequest,
    key: MessageKey<M['en']>,
    vars?: Record<string, unknown>,
  ): string => {
    const count = vars?.count
    const name =
      typeof count === 'number'
        ? pluralKey(
            (req.i18n?.translations as unknown as Tree[string] | undefined)?.folio,
            key,
            req.i18n?.language ?? 'en',
            count,
          )
        : key
    return req.t(`folio:${name}` as never, vars)
  }
}
