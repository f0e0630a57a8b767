import type { TotpConfigOfUser, TrustedDevice } from '../shared'

/** The user's `totpConfig`, when the server half is there to give it. */
export function totpConfigOf(user: Record<string, unknown>): TotpConfigOfUser | undefined {
  const value = user.totpConfig
  return value && typeof value === 'object' ? (value as TotpConfigOfUser) : undefined
}

export function trustedDevicesOf(user: Record<string, unknown>): TrustedDevice[] {
  return totpConfigOf(user)?.trustedDevices ?? []
}
