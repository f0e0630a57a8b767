/** Folio's email texts in English, the source of the keys. `{name}` is filled in when rendered. */
export const en = {
  resetSubject: 'Reset your password',
  resetIntro:
    'We received a request to reset the password of your account on {host}. To choose a new password, open this link:',
  resetValidityOne: 'The link is valid for {hours} hour.',
  resetValidityOther: 'The link is valid for {hours} hours.',
  resetIgnore:
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  lockSubject: 'Your account is locked',
  lockIntro: 'Your account {email} on {host} has been locked.',
  lockReason: 'Reason: {reason} ({code}).',
  lockReasonTooManyAttempts: 'too many failed sign-in attempts',
  lockReasonLockedByAdmin: 'an administrator locked it',
  lockTooManyAttemptsNext:
    'Sign-in is blocked for {minutes} minutes; an administrator can unlock the account sooner. If these attempts were not yours, consider changing your password.',
  lockLockedByAdminNext:
    'All your sessions have been ended. Please contact an administrator if you think this is a mistake.',
  inviteSubject: 'You are invited to {host}',
  inviteIntro:
    '{inviter} invited you to work on {host} as {role}. To set your password and create your profile, open this link:',
  inviteIntroNoInviter:
    'You are invited to work on {host} as {role}. To set your password and create your profile, open this link:',
  inviteValidity: 'The link works once and until {date}.',
  inviteIgnore:
    'If you did not expect this invitation, you can ignore this email: no account is activated without you.',
  passwordChangedSubject: 'Your password was changed',
  passwordChangedIntro: 'The password of your account {email} on {host} was changed on {time}.',
  passwordResetIntro:
    'The password of your account {email} on {host} was reset with an emailed link on {time}.',
  passwordChangedNotYou:
    'If this was you, there is nothing to do. If it was not, reset your password at once with this link and tell an administrator:',
  emailChangedSubject: 'Your email address was changed',
  emailChangedIntro:
    'The email address of your account on {host} was changed from {email} to {newEmail} on {time}. Emails for this account now go to the new address.',
  emailChangedNotYou:
    'If this was not you, tell an administrator at once: they can lock the account and set the address back. You can also ask for a new password here:',
} as const

export type EmailStrings = { [K in keyof typeof en]: string }
