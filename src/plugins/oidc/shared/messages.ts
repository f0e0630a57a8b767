/**
 * The server's answers of a sign-in with an identity provider (docs/behaviour.md §8, English
 * verbatim where the spec names it), in the request's language. They reach the person as the
 * sign-in screen's `errorMessage`.
 */
export const oidcMessages = {
  en: {
    oidcNotAllowed: 'You are not allowed to sign in using {{a}}. Please use {{b}}.',
    oidcPasswordName: 'email and password',
    oidcUnknownAccount:
      'There is no account for {{email}}. Ask an administrator to add you, then sign in again.',
    oidcUnverifiedEmail:
      '{{provider}} has not confirmed your email address, so it cannot sign you in here.',
    oidcNoEmail: '{{provider}} did not tell Folio your email address, so it cannot sign you in.',
    oidcCancelled: 'Sign-in with {{provider}} was cancelled.',
    oidcFailed: 'Sign-in with {{provider}} failed. Please try again.',
    oidcExpired: 'The sign-in took too long or was started in another browser. Please try again.',
    oidcUnavailable: '{{provider}} cannot be reached right now. Please try again later.',
    oidcUnknownProvider: 'This sign-in method is not available.',
  },
  de: {
    oidcNotAllowed: 'Du darfst dich nicht mit {{a}} anmelden. Bitte verwende {{b}}.',
    oidcPasswordName: 'E-Mail und Passwort',
    oidcUnknownAccount:
      'Für {{email}} gibt es kein Konto. Bitte einen Administrator, dich hinzuzufügen, und melde dich dann erneut an.',
    oidcUnverifiedEmail:
      '{{provider}} hat deine E-Mail-Adresse nicht bestätigt, daher kann es dich hier nicht anmelden.',
    oidcNoEmail:
      '{{provider}} hat Folio deine E-Mail-Adresse nicht mitgeteilt, daher kann es dich nicht anmelden.',
    oidcCancelled: 'Die Anmeldung mit {{provider}} wurde abgebrochen.',
    oidcFailed: 'Die Anmeldung mit {{provider}} ist fehlgeschlagen. Bitte versuche es erneut.',
    oidcExpired:
      'Die Anmeldung hat zu lange gedauert oder wurde in einem anderen Browser begonnen. Bitte versuche es erneut.',
    oidcUnavailable: '{{provider}} ist gerade nicht erreichbar. Bitte versuche es später erneut.',
    oidcUnknownProvider: 'Diese Anmeldemethode ist nicht verfügbar.',
  },
} as const
