/** Folio's email texts in English, the source of the keys. `{name}` is filled in when rendered. */
export const en = {
  resetSubject: 'Reset your password',
  resetIntro:
    'We received a request to reset the password of your account on {host}. To choose a new password, open this link:',
  resetValidity_one: 'The link is valid for {count} hour.',
  resetValidity_other: 'The link is valid for {count} hours.',
  resetIgnore:
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
} as const

export type EmailStrings = { [K in keyof typeof en]: string }
