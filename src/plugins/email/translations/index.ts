import { catalog, pluralKey, type Strings, type Translations } from '../../../shared/catalog'
import { en, type EmailStrings } from './en'

/** Folio's email texts in every language it writes email in (`en.ts` and the files beside it). */
export const emailTranslations = catalog(
  en,
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
)

/** A language Folio writes email in: every language of its email catalog. */
export type EmailLanguage = string

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return typeof value === 'string' && Object.hasOwn(emailTranslations, value)
}

/** A sending plugin's texts (a catalog) in `language`, English where the catalog lacks it. */
export function textsIn<E extends Strings>(
  texts: Translations<E>,
  language: string,
): { [K in keyof E]: string } & Strings {
  return (texts[language] ?? texts.en) as { [K in keyof E]: string } & Strings
}

/** The form of plural `name` (`resetValidity_one`, `_few`…) for `count` in `language`. */
export function pluralText(
  strings: Strings,
  name: string,
  language: string,
  count: number,
): string {
  return strings[pluralKey(strings, name, language, count)] ?? name
}

/** Fills `{name}` placeholders; an unknown name stays as written. */
export function interpolate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole)
}

export type { EmailStrings }
