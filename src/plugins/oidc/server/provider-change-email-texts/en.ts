export const providerChangeEmailEn = {
  subject: 'How you sign in has changed',
  intro:
    'An administrator changed how your account {email} signs in on {host}: from {from} to {to}.',
  nextProvider: 'From now on, use the button “Sign in with {to}” on the sign-in page.',
  nextLocal:
    'From now on, sign in with your email and password. If you have no password yet, choose “Forgot password?” on the sign-in page to set one.',
  notYou: 'If you did not expect this, contact your administrator.',
  localName: 'email and password',
} as const
