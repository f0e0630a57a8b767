import type { CollectionConfig, Config, Plugin } from 'payload'
import { notePasswordChange, sendChangeNotices, sendResetNotice } from './account-notices'
import { changePasswordEndpoint } from './change-password'
import { firstRegisterEndpoint } from './first-register'
import { requirePasswordForOwnEmail } from './email-change'
import { byProviderField, forgotPasswordEndpoint } from './local-provider'
import { refusePlainPasswordUpdate } from './password-writes'
import { guardReset, hashTokenBeforeChange } from './reset-token'
import { sendResetEndpoint } from './send-reset'
import { authTranslations } from './translations'
import { folioPlugin } from '../../../server/kit/folio-plugin'

export interface AuthPluginOptions {
  /**
   * Whether an admin has locked this account (read from the stored user row). The hook point for
   * the admin-lock state: a reset never lets such an account back in. Default: a truthy
   * `lockedByAdmin` field.
   */
  isLockedByAdmin?: (user: Record<string, unknown>) => boolean
  /**
   * Whether the account signs in with a local password (docs/behaviour.md §4: a password change is allowed
   * only then). Change and reset password refuse other accounts (403), forgot password sends them
   * no email. Default: the `provider` field is `local` or unset.
   */
  isLocalProvider?: (user: Record<string, unknown>) => boolean
  /**
   * Whether whoever may update another user (admins) may also set their password (the user's
   * sessions then end and they get an email). Default `false`: a 403, and the admin sends a reset
   * link instead (`POST /:id/send-reset`).
   */
  adminsSetPasswords?: boolean
  /** Who may send a user a reset link (`POST /:id/send-reset`). Default: nobody. */
  canSendResetLinks?: (user: unknown) => boolean
}

const byLockedByAdminField = (user: Record<string, unknown>) => Boolean(user.lockedByAdmin)

/**
 * Forgot, reset and change password on the admin user collection: reset tokens stored only as an
 * HMAC, resets refused for locked accounts (and ending the user's other sessions: Payload empties
 * them), the change-password endpoint, no password through a plain update of one's own user (nor,
 * by default, of another's: admins send reset links), the current password for a change of one's
 * own email, and a notice to the owner after each password or email change.
 * Accounts of another identity provider than `local` get no reset email and no password change.
 * First-register takes only the fields a client may set.
 */
export const authPlugin = (options: AuthPluginOptions = {}): Plugin =>
  folioPlugin(
    { name: 'auth', requires: ['email', 'lockout', 'password-policy'] },
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
            sendResetEndpoint({
              slug,
              canSendResetLinks: options.canSendResetLinks ?? (() => false),
              isLocalProvider,
            }),
          ],
          hooks: {
            ...c.hooks,
            beforeOperation: [
              refusePlainPasswordUpdate({
                adminsSetPasswords: options.adminsSetPasswords ?? false,
              }),
              requirePasswordForOwnEmail,
              async ({ args, operation, req }) => {
                if (operation === 'resetPassword')
                  await guardReset({
                    req,
                    collection: slug,
                    data: (args as { data: { token?: unknown } }).data,
                    isLockedByAdmin,
                    isLocalProvider,
                  })
                return args
              },
              ...(c.hooks?.beforeOperation ?? []),
            ],
            beforeChange: [
              ...(c.hooks?.beforeChange ?? []),
              hashTokenBeforeChange,
              notePasswordChange(slug),
            ],
            afterChange: [...(c.hooks?.afterChange ?? []), sendChangeNotices],
            afterOperation: [...(c.hooks?.afterOperation ?? []), sendResetNotice],
          },
        }
      })
      return {
        ...config,
        collections,
        i18n: { ...config.i18n, translations: authTranslations(config.i18n) },
      }
    },
  )

// Other plugins that ask for the current password (TOTP off, new recovery codes) check it as change-password does.
export { verifyCurrentPassword } from './current-password'
