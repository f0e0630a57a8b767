export const resetEmailEn = {
  resetSubject: 'Your two-factor sign-in was reset',
  resetIntro: 'An administrator reset the two-factor sign-in of your account {email} on {host}.',
  resetNext:
    'All your sessions have been ended and no browser is trusted any more. At your next sign-in you can set up your authenticator app again.',
} as const
