/** The auth plugin's admin strings (English, the source of keys), `t('auth:…')`. */
export const stringsEn = {
  passwordResetNote:
    'Send this user an email with a link to choose a new password. Their current password keeps working until they do.',
  passwordResetTitle: 'Password',
  sendPasswordReset: 'Send password reset link',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    auth: typeof stringsEn
  }
}
