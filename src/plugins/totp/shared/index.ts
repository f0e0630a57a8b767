/**
 * The contract of the `totp` plugin's two halves: endpoint paths (under the user collection), the
 * admin's routes, the answers, and the constants of the code entry (docs/behaviour.md §4).
 */

export const TOTP_SLUG = 'totp'

/** Collection endpoints of the user collection: `/api/<users>` + one of these. */
export const TOTP_ENDPOINTS = {
  setup: '/mfa/totp/setup',
  finishEnrollment: '/mfa/totp/finish-enrollment',
  authenticate: '/mfa/totp/authenticate',
  /** `{ currentPassword }`: turns TOTP off for the signed-in user. */
  disable: '/mfa/totp/disable',
  /** `{ currentPassword }`: ten new recovery codes; the old ones stop working. */
  recoveryCodes: '/mfa/totp/recovery-codes',
  /** Admins: `/:id/mfa/totp/reset` clears another user's second factor and ends their sessions. */
  reset: '/:id/mfa/totp/reset',
} as const

/** The plugin's signed-out admin routes, relative to the admin root; the sign-in answer names them as `redirectTo`. */
export const TOTP_ROUTES = {
  authenticate: '/totp',
  enroll: '/totp/setup',
} as const

export const TOTP_CODE_LENGTH = 6
/** After a refused code, the login button is enabled again after this long. */
export const TOTP_RETRY_DELAY_MS = 3000
/** After a failed setup read, the enrollment view goes to the admin root after this long. */
export const TOTP_SETUP_FAILURE_DELAY_MS = 3000
export const RECOVERY_CODE_COUNT = 10
export const DEFAULT_TRUST_DAYS = 30

export interface TotpSetupResponse {
  /** A PNG data URL of the `otpauth://` URI; absent with `abort`. */
  qrCode?: string
  /** Base32, 32 characters (160 bits); absent with `abort`. */
  secret?: string
  /** Nothing to set up (already enabled, or no signed-in user): go to the admin root at once. */
  abort: boolean
}

export interface TotpFinishEnrollmentRequest {
  code: string
}

export interface TotpFinishEnrollmentResponse {
  success: boolean
  message: string
  /** Shown once, on success only. */
  recoveryCodes?: string[]
  redirectTo?: string
}

/** `code` (6 digits) or `recoveryCode` (one of the ten). */
export interface TotpAuthenticateRequest {
  code?: string
  recoveryCode?: string
  trustThisDevice?: boolean
}

export interface TotpAuthenticateResponse {
  success: boolean
  message: string
  redirectTo?: string
}

export interface TotpRecoveryCodesResponse {
  recoveryCodes: string[]
}

/** One entry of `totpConfig.trustedDevices` on the user (its own account only). */
export interface TrustedDevice {
  id: string
  browser: string
  os: string
  lastUsedAt: string
}

/** What the user document says of its second factor (`totpConfig`, readable by the user and admins). */
export interface TotpConfigOfUser {
  enabled?: boolean | null
  /** The user's role must use TOTP and it is not set up yet: only enrollment and sign-out work. */
  pendingEnrollment?: boolean | null
  trustedDevices?: TrustedDevice[] | null
}

/** Public settings of the plugin (root config): the admin reads them before anyone signs in. */
export interface TotpSettings {
  trustDays: number
}

declare module '../../../shared/client-config' {
  interface PluginSettings {
    totp: TotpSettings
  }
}
