import type { CollectionConfig, Config, Plugin } from 'payload'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { withPublicSettings } from '../../../server/kit/public-settings'
import { withSecondSignInStep } from '../../../server/kit/second-sign-in-step'
import { DEFAULT_TRUST_DAYS, TOTP_SLUG } from '../shared'
import { removeUnlistedDevices } from './device-removal'
import { totpEndpoints } from './endpoints'
import { devicesCollection, recoveryCodesCollection, withTotpFields } from './fields'
import {
  answerSecondStep,
  forgetDevicesOnPasswordChange,
  needsCode,
  passTrustedDevice,
  stepPath,
} from './login-hooks'
import { enforceSecondFactor } from './session-state'
import { forgetSecondFactorOfDeleted } from './trusted-device'
import { totpTranslations } from './translations'

export interface TotpOptions {
  /** Who may reset another user's second factor and see whether it is on (admins). */
  canManageUsers: (user: unknown) => boolean
  /** Accounts that must set up TOTP before they can do anything (`FOLIO_TOTP_REQUIRED_ROLES`). Default: none. */
  requiresTotp?: (user: Record<string, unknown>) => boolean
  /** How long 'trust this device' lasts (`FOLIO_TOTP_TRUST_DAYS`). Default 30. */
  trustDays?: number
  /** The name authenticator apps show beside the account. Default 'Folio'. */
  issuer?: string
}

/**
 * Two-factor sign-in with TOTP (RFC 6238) for the admin user collection (docs/behaviour.md §4,
 * docs/SECURITY.md): enrollment with a QR code, the code step after the password (the session can
 * do nothing else until it passes; each wrong code counts as a failed sign-in), one-time recovery
 * codes, trusted browsers, and an admin reset. Sessions carry when they passed the second factor.
 */
export const totpPlugin = (options: TotpOptions): Plugin =>
  folioPlugin(
    { name: TOTP_SLUG, requires: ['sessions', 'lockout', 'auth', 'email'] },
    (config: Config): Config => {
      const slug = config.admin?.user ?? 'users'
      const requiresTotp = options.requiresTotp ?? (() => false)
      const trustDays = options.trustDays ?? DEFAULT_TRUST_DAYS
      if (!(Number.isInteger(trustDays) && trustDays > 0 && trustDays <= 365))
        throw new Error(
          `totpPlugin: trustDays must be a whole number from 1 to 365, got ${trustDays}`,
        )
      const deps = { slug, requiresTotp }
      const endpointDeps = {
        slug,
        issuer: options.issuer ?? 'Folio',
        trustDays,
        canManageUsers: options.canManageUsers,
      }

      const collections = (config.collections ?? []).map((c): CollectionConfig => {
        if (c.slug !== slug || !c.auth) return c
        const withFields = withTotpFields(c, {
          requiresTotp,
          canManageUsers: options.canManageUsers,
        })
        const hooks = c.hooks ?? {}
        return withSecondSignInStep(
          {
            ...withFields,
            endpoints: [
              ...(Array.isArray(c.endpoints) ? c.endpoints : []),
              ...totpEndpoints(endpointDeps),
            ],
            hooks: {
              ...hooks,
              beforeOperation: [...(hooks.beforeOperation ?? []), removeUnlistedDevices],
              beforeChange: [...(hooks.beforeChange ?? []), forgetDevicesOnPasswordChange],
              afterLogin: [...(hooks.afterLogin ?? []), passTrustedDevice(deps)],
              afterOperation: [...(hooks.afterOperation ?? []), answerSecondStep(deps)],
              afterDelete: [...(hooks.afterDelete ?? []), forgetSecondFactorOfDeleted],
            },
          },
          needsCode(deps),
          stepPath,
        )
      })

      return withPublicSettings(
        {
          ...config,
          collections: [...collections, devicesCollection(slug), recoveryCodesCollection(slug)],
          i18n: { ...config.i18n, translations: totpTranslations(config.i18n) },
          onInit: async (payload) => {
            enforceSecondFactor(payload, slug, requiresTotp)
            await config.onInit?.(payload)
          },
        },
        TOTP_SLUG,
        { trustDays },
      )
    },
  )
