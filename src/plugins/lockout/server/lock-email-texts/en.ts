export const lockEmailEn = {
  lockSubject: 'Your account is locked',
  lockIntro: 'Your account {email} on {host} has been locked.',
  lockReason: 'Reason: {reason} ({code}).',
  lockReasonTooManyAttempts: 'too many failed sign-in attempts',
  lockReasonLockedByAdmin: 'an administrator locked it',
  lockTooManyAttemptsNext_one:
    'Sign-in is blocked for {count} minute; an administrator can unlock the account sooner. If these attempts were not yours, consider changing your password.',
  lockTooManyAttemptsNext_other:
    'Sign-in is blocked for {count} minutes; an administrator can unlock the account sooner. If these attempts were not yours, consider changing your password.',
  lockLockedByAdminNext:
    'All your sessions have been ended. Please contact an administrator if you think this is a mistake.',
} as const
