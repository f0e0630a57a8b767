/** The oidc plugin's admin strings (English, the source of keys), `t('oidc:…')`. */
export const stringsEn = {
  // The sign-in screen: one link per enabled identity provider.
  signInWith: 'Sign in with {{provider}}',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    oidc: typeof stringsEn
  }
}
