import type {
  DefaultTranslationKeys,
  DefaultTranslationKeysUnSanitized,
} from '@payloadcms/translations'
import { pluralKey } from '../../shared/catalog'
import type { FolioKey } from './folio/en'
/** A loaded language: Payload's nested namespaces plus Folio's own keys under `folio`. */
export type Dictionary = Record<string, Record<string, string>>

export type Vars = Record<string, string | number>

/**
 * String packs by namespace, for typed keys: each admin plugin's `admin/strings/en.ts` adds itself
 * (`declare module … { interface StringPacks { invitations: typeof stringsEn } }`), and so does a
 * lazily loaded core pack (the new-password field's, under `folio`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StringPacks {}

/** A catalog's keys, and the name of each plural (`joinCount` for `joinCount_one`/`joinCount_other`). */
type WithPlurals<Key extends string> = Key | (Key extends `${infer Name}_other` ? Name : never)

type PackKey = {
  [
    Namespace in keyof StringPacks & string
  ]: `${Namespace}:${WithPlurals<keyof StringPacks[Namespace] & string>}`
}[keyof StringPacks & string]

/** Every key the admin may ask for: Payload's, Folio's (`folio:…`) and the plugins'. A typo fails to compile. */
export type TranslationKey =
  | DefaultTranslationKeys
  | NonNullable<DefaultTranslationKeysUnSanitized>
  | `folio:${WithPlurals<FolioKey>}`
  | PackKey

export type TFunction = (key: TranslationKey, vars?: Vars) => string

/**
 * `t` for keys that shared code computes (validation messages, server error texts, operator
 * labels): their tables are typed as strings there, and their tests check every key exists.
 */
export function withComputedKeys(t: TFunction): (key: string, vars?: Vars) => string {
  return t as (key: string, vars?: Vars) => string
}

const reported = new Set<string>()

/**
 * Looks up `namespace:key` in the language, then in English; a key found in neither is logged
 * once and returned as it is (docs/behaviour.md §8), never thrown. A plural's name with a numeric
 * `count` reads the form of the language's plural category (`joinCount_few`).
 */
export function createT(dictionary: Dictionary, fallback: Dictionary, language = 'en'): TFunction {
  return (key: string, vars?: Vars) => {
    const [namespace = '', name = ''] = key.split(':', 2)
    const count = vars?.count
    const own = dictionary[namespace]
    const english = fallback[namespace]
    const template =
      typeof count === 'number'
        ? (own?.[pluralKey(own, name, language, count)] ??
          english?.[pluralKey(english, name, 'en', count)])
        : (own?.[name] ?? english?.[name])
    if (template === undefined) {
      if (!reported.has(key)) {
        reported.add(key)
        console.warn(`Missing translation key: ${key}`)
      }
      return key
    }
    return vars ? interpolate(template, vars) : template
  }
}

export function interpolate(template: string, vars: Vars): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  )
}

/** The message of a failed validation rule; the server uses the same helper with `req.t`. */
export { validationText } from '../../shared/validation-text'
