import type { StringPack } from '../../../i18n/load'

/** The new-password field's strings: downloaded with the field, not with every screen (the sign-in screen has none of them). */
export const passwordStringPack: StringPack = {
  name: 'password',
  loaders: {
    en: () => import('./en').then((m) => m.passwordStringsEn),
    de: () => import('./de').then((m) => m.passwordStringsDe),
  },
}
