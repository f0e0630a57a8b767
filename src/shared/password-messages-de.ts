/** The password policy's messages in German (see `password-messages.ts`). */
export const passwordMessagesDe = {
  passwordInvalid: 'Das Passwort erfüllt die Anforderungen nicht.',
  passwordRequired: 'Ein Passwort ist erforderlich.',
} as const
