export const accountNoticeEn = {
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
