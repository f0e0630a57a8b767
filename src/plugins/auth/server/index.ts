import type { CollectionConfig, Config, Plugin } from 'payload'
import { changePasswordEndpoint } from './change-password'
import { firstRegisterEndpoint } from './first-register'
import { byProviderField, forgotPasswordEndpoint } from './local-provider'
import { refusePlainPasswordUpdate } from './password-writes'
import { guardReset, hashTokenBeforeChange } from './reset-token'
import { authTranslations } from './translations'

export interface AuthPluginOptions {
  /**
   * Whether an admin has locked this account (read from the stored user row). The hook point for
   * the admin-lock state: a reset never lets such an account back in. Default: a truthy
   * `lockedByAdmin` field.
   */
  isLockedByAdmin?: (user: Record<string, unknown>) => boolean
  /**
   * Whether the account signs in with a local password (SPEC §4: a password change is allowed
   * only then). Change and reset password refuse other accounts (403), forgot password sends them
   * no email. Default: the `provider` field is `local` or unset.
   */
  isLocalProvider?: (user: Record<string, unknown>) => boolean
}

const byLockedByAdminField = (user: Record<string, unknown>) => Boolean(user.lockedByAdmin)

/**
 * Forgot, reset and change password on the admin user collection: reset tokens stored only as an
 * HMAC, resets refused for locked accounts (and ending the user's other sessions: Payload empties
 * them), the change-password endpoint, and no password through a plain update of one's own user.
 * Accounts of another identity provider than `local` get no reset email and no password change.
 * First-register takes only the fields a client may set.
 */
export const authPlugin =
  (options: AuthPluginOptions = {}): Plugin =>
  (config: Config) => {
    const slug = config.admin?.user ?? 'users'
    const isLockedByAdmin = options.isLockedByAdmin ?? byLockedByAdminField
    const isLocalProvider = options.isLocalProvider ?? byProviderField
    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      if (c.slug !== slug) return c
      return {
        ...c,
        endpoints: [
          ...(c.endpoints || []),
          changePasswordEndpoint({ collection: slug, isLocalProvider }),
          forgotPasswordEndpoint({ slug, isLocal: isLocalProvider }),
          firstRegisterEndpoint(slug),
        ],
        hooks: {
          ...c.hooks,
          beforeOperation: [
            refusePlainPasswordUpdate,
            async ({ args, operation, req }) => {
              if (operation === 'resetPassword') await guardReset({ req, collection: slug, data: (args as { data: { token?: unknown } }).data, isLockedByAdmin, isLocalProvider })
              return args
            },
            ...(c.hooks?.beforeOperation ?? []),
          ],
          beforeChange: [...(c.hooks?.beforeChange ?? []), hashTokenBeforeChange],
        },
      }
    })
    return { ...config, collections, i18n: { ...config.i18n, translations: authTranslations(config.i18n) } }
  }
