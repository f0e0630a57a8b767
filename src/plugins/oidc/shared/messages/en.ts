export const oidcMessagesEn = {
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
} as const
