export const messagesEn = {
  accountLocked: 'This account is locked.',
  localPasswordOnly: 'Password changes are only possible for local identity provider.',
  currentPasswordRequired: 'Enter your current password to change your email address.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  adminSetsPasswordsOff:
    "Administrators cannot set other users' passwords. Send the user a password reset link instead.",
  resetNeedsPassword:
    'This user has not accepted their invitation yet. Send a new invitation instead.',
  resetRecentlySent:
    'A reset link was sent to this user moments ago. Please wait a little, then try again.',
  resetEmailFailed: 'The reset email could not be sent. Please try again later.',
  resetLinkSent: 'A password reset link was sent to {{email}}.',
} as const
