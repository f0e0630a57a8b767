/**
 * The server's answers of the two-factor sign-in (docs/behaviour.md §8, English verbatim where
 * the spec names them), in the request's language.
 */
export const totpMessages = {
  en: {
    totpInvalidCode: 'Invalid code.',
    totpRegistrationIncomplete: '2FA registration is incomplete.',
    totpAlreadyEnabled: '2FA is already enabled.',
    totpSessionExpired: 'Your 2FA session has expired. Please log in again.',
    totpCodeNeeded: 'Enter the code from your authenticator app.',
    totpEnrolled: 'Two-factor authentication is on.',
    totpAuthenticated: 'Signed in.',
    totpNotEnabled: 'Two-factor authentication is not on.',
    totpDisabled: 'Two-factor authentication is off.',
    totpResetDone: 'The second factor was reset; the user sets it up again at the next sign-in.',
  },
  de: {
    totpInvalidCode: 'Ungültiger Code.',
    totpRegistrationIncomplete: 'Die 2FA-Registrierung ist unvollständig.',
    totpAlreadyEnabled: '2FA ist bereits aktiviert.',
    totpSessionExpired: 'Deine 2FA-Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    totpCodeNeeded: 'Gib den Code aus deiner Authenticator-App ein.',
    totpEnrolled: 'Die Zwei-Faktor-Authentifizierung ist eingeschaltet.',
    totpAuthenticated: 'Angemeldet.',
    totpNotEnabled: 'Die Zwei-Faktor-Authentifizierung ist nicht eingeschaltet.',
    totpDisabled: 'Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.',
    totpResetDone:
      'Der zweite Faktor wurde zurückgesetzt; die Person richtet ihn bei der nächsten Anmeldung neu ein.',
  },
} as const
