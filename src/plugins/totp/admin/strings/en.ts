/** The totp plugin's admin strings (English, the source of keys), `t('totp:…')`. */
export const stringsEn = {
  // The code step after the password.
  authenticateTitle: 'Two-factor authentication',
  authenticateLead: 'Enter the 6-digit code from your authenticator app.',
  recoveryLead: 'Enter one of your recovery codes. Each code works once.',
  code: 'Authentication code',
  recoveryCode: 'Recovery code',
  trustDevice_one: 'Trust this device for {{count}} day',
  trustDevice_other: 'Trust this device for {{count}} days',
  logIn: 'Log in',
  codeIncomplete: 'Enter all 6 digits of the code.',
  recoveryCodeMissing: 'Enter a recovery code.',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticatorCode: 'Use a code from the app',
  signOut: 'Sign out',
  // Enrollment.
  enrollTitle: 'Set up two-factor authentication',
  enrollLead:
    'Scan the QR code with your authenticator app, or enter the setup key by hand. Then enter the 6-digit code the app shows.',
  qrCodeAlt: 'QR code that adds this account to an authenticator app',
  setupKey: 'Setup key',
  copySetupKey: 'Copy setup key',
  activate: 'Activate account',
  setupFailed: 'Failed to load setup information. Please log in again.',
  // Recovery codes.
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesLead:
    'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are shown only now.',
  recoveryCodesList: 'Recovery codes',
  copyCodes: 'Copy codes',
  downloadCodes: 'Download .txt',
  codesKept: 'I have kept these codes',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy. Select the text and copy it.',
  // The account page.
  sectionTitle: 'Two-factor authentication',
  statusOn: 'On: signing in asks for a code from your authenticator app.',
  statusOff: 'Off: signing in asks only for your password.',
  enable: 'Enable',
  disable: 'Disable',
  newRecoveryCodes: 'New recovery codes',
  disableTitle: 'Disable two-factor authentication',
  disableText: 'Enter your current password to turn two-factor authentication off.',
  disabled: 'Two-factor authentication is off.',
  newCodesText:
    'Enter your current password. The new codes replace your current ones, which stop working.',
  createCodes: 'Create codes',
  done: 'Done',
  devicesTitle: 'Trusted devices',
  devicesLead_one:
    'A trusted device signs in without a code for {{count}} day from when you trusted it.',
  devicesLead_other:
    'A trusted device signs in without a code for {{count}} days from when you trusted it.',
  devicesEmpty: 'No trusted devices.',
  deviceName: '{{browser}} on {{os}}',
  lastUsed: 'Last used {{date}}',
  remove: 'Remove',
  removeDevice: 'Remove {{device}}',
  devicesRemovedNote: 'Save to forget the removed devices.',
  // An admin on another user's page.
  adminPanelTitle: 'Two-factor authentication',
  adminStatus: 'Status',
  adminStatusOn: 'On',
  adminStatusOff: 'Off',
  adminStatusPending: 'Required, not set up yet',
  adminReset: 'Reset two-factor authentication',
  adminResetTitle: 'Reset two-factor authentication?',
  adminResetConfirm:
    '{{email}} is signed out everywhere, no browser of theirs stays trusted, and they set up their authenticator app again at their next sign-in. They get an email about it.',
  adminResetNote: 'For a lost phone: the user sets up two-factor authentication again.',
  adminResetSelfNote: 'You turn your own two-factor authentication off on your account page.',
  adminResetDone: 'The second factor was reset.',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    totp: typeof stringsEn
  }
}
