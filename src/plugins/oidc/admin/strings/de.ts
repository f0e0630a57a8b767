import type { stringsEn } from './en'

/** The oidc plugin's admin strings (German), `t('oidc:…')`. */
export const stringsDe: Record<keyof typeof stringsEn, string> = {
  signInWith: 'Mit {{provider}} anmelden',
}
