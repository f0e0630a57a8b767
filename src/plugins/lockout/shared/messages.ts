/**
 * The sign-in and throttling messages of the lockout (docs/behaviour.md §8, English verbatim), answered by the server in the
 * request's language. `userLocked` replaces Payload's own `error:userLocked` (its LockedAuth).
 */
export const lockoutMessages = {
  en: {
    userLocked: 'Login is temporarily blocked for this user.',
    accountLocked: 'This account is locked.',
    loginRateLimited:
      'Too many failed sign-in attempts. Please wait {{minutes}} minutes, then try again.',
    cannotLockSelf: 'You cannot lock or unlock your own account.',
    tooManyRequests: 'Too many requests. Please wait {{minutes}} minutes, then try again.',
  },
  de: {
    userLocked: 'Die Anmeldung ist für diesen Benutzer vorübergehend gesperrt.',
    accountLocked: 'Dieses Konto ist gesperrt.',
    loginRateLimited:
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte {{minutes}} Minuten und versuche es dann erneut.',
    cannotLockSelf: 'Du kannst dein eigenes Konto nicht sperren oder entsperren.',
    tooManyRequests:
      'Zu viele Anfragen. Bitte warte {{minutes}} Minuten und versuche es dann erneut.',
  },
} as const
