export const lockoutMessagesEn = {
  userLocked: 'Login is temporarily blocked for this user.',
  accountLocked: 'This account is locked.',
  loginRateLimited_one:
    'Too many failed sign-in attempts. Please wait {{count}} minute, then try again.',
  loginRateLimited_other:
    'Too many failed sign-in attempts. Please wait {{count}} minutes, then try again.',
  cannotLockSelf: 'You cannot lock or unlock your own account.',
  tooManyRequests_one: 'Too many requests. Please wait {{count}} minute, then try again.',
  tooManyRequests_other: 'Too many requests. Please wait {{count}} minutes, then try again.',
} as const
