import type { EMAIL_LANGUAGES } from '../shared'
import { de } from './de'
import { en, type EmailStrings } from './en'

/** The languages Folio writes email in; every one has all keys of `en`. */
export const emailTranslations = { en, de } satisfies Record<
  (typeof EMAIL_LANGUAGES)[number],
  EmailStrings
>
export type EmailLanguage = keyof typeof emailTranslations

/**
 * A sending plugin's own email texts: English (whose keys are the source) and every other language
 * Folio writes email in, so a missing translation fails to compile.
 */
export type EmailTexts<E extends Record<string, string>> = Record<
  EmailLanguage,
  { [K in keyof E]: string }
>

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return typeof value === 'string' && Object.hasOwn(emailTranslations, value)
}

/** Fills `{name}` placeholders; an unknown name stays as written. */
export function interpolate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole)
}

export type { EmailStrings }
