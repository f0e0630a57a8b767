/** The auth plugin's admin strings (German), `t('auth:…')`. */
export const stringsDe = {
  passwordResetNote:
    'Senden Sie diesem Benutzer eine E-Mail mit einem Link, über den er ein neues Passwort wählt. Sein bisheriges Passwort gilt bis dahin weiter.',
  passwordResetTitle: 'Passwort',
  sendPasswordReset: 'Link zum Zurücksetzen des Passworts senden',
}
