/** The lockout plugin's admin strings (English, the source of keys), `t('lockout:…')`. */
export const stringsEn = {
  accountLockTitle: 'Sign-in and lock',
  failedAttempts: 'Failed sign-in attempts',
  forceUnlock: 'Force unlock',
  lockAccount: 'Lock account',
  lockFailed: 'Failed to lock.',
  lockNote:
    'Locking ends all of this user’s sessions at once; sign-in stays refused until an administrator unlocks the account.',
  lockStatus: 'Lock status',
  lockStatusAdmin: 'Locked by an administrator',
  lockStatusAttempts: 'Locked after failed attempts until {{time}}',
  lockStatusNone: 'Not locked',
  lockSucceeded: 'The account is locked and its sessions have ended.',
  ownAccountLockNote: 'This is your own account: nobody locks or unlocks themselves.',
  unlockFailed: 'Failed to unlock.',
  unlockNote_one:
    'An account locks after {{max}} failed sign-in attempts, for {{count}} minute. Force-unlocking resets the count and also ends a lock set by an administrator.',
  unlockNote_other:
    'An account locks after {{max}} failed sign-in attempts, for {{count}} minutes. Force-unlocking resets the count and also ends a lock set by an administrator.',
  unlockSucceeded: 'The account is unlocked. The page reloads in a moment.',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    lockout: typeof stringsEn
  }
}
