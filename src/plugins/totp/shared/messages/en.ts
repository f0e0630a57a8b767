export const totpMessagesEn = {
  totpInvalidCode: 'Invalid code.',
  totpRegistrationIncomplete: '2FA registration is incomplete.',
  totpAlreadyEnabled: '2FA is already enabled.',
  totpSessionExpired: 'Your 2FA session has expired. Please log in again.',
  totpCodeNeeded: 'Enter the code from your authenticator app.',
  totpEnrolled: 'Two-factor authentication is on.',
  totpAuthenticated: 'Signed in.',
  totpNotEnabled: 'Two-factor authentication is not on.',
  totpDisabled: 'Two-factor authentication is off.',
  totpResetDone: 'The second factor was reset; the user sets it up again at the next sign-in.',
} as const
