import type { CollectionBeforeOperationHook, CollectionConfig, Config, Plugin } from 'payload'
import { resolvePasswordPolicy, type PasswordPolicy } from '../../../shared/password-policy'
import { POLICY_CUSTOM_KEY } from '../../../shared/password-messages'
import { withPublicConfig } from '../../../server/kit/public-settings'
import { assertPasswordAllowed } from './enforce'
import { passwordTranslations } from './translations'
import { folioPlugin } from '../../../server/kit/folio-plugin'

export interface PasswordPolicyOptions {
  /** Missing or out-of-range values take PASSWORD_POLICY_DEFAULTS. */
  policy?: Partial<PasswordPolicy>
}

const hasLocalPasswords = (c: CollectionConfig) =>
  Boolean(c.auth) && !(typeof c.auth === 'object' && c.auth.disableLocalStrategy)

const textsOf = (data: Record<string, unknown>) =>
  [data.email, data.username, data.name].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  )

function enforcePolicy(slug: string, policy: PasswordPolicy): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as Record<
      string,
      unknown
    >
    const password = data.password
    if (operation === 'create') {
      // Create, and first-register (which creates through the Local API).
      await assertPasswordAllowed({
        req,
        collection: slug,
        password,
        policy,
        isRequired: true,
        userInputs: textsOf(data),
      })
    } else if (operation === 'update' || operation === 'resetPassword') {
      // Payload leaves the password alone when it is missing or empty; any other value is new.
      if (password !== undefined && password !== null && password !== '') {
        await assertPasswordAllowed({
          req,
          collection: slug,
          password,
          policy,
          isRequired: true,
          userInputs: textsOf(data),
        })
      }
    }
    return args
  }
}

/**
 * The password policy (docs/behaviour.md §5) on every auth collection with local passwords: every operation
 * that sets a password (create and first-register, update — which is also how Payload changes a
 * password — and reset-password) is refused with a ValidationError on `password` when the
 * password breaks it. Login and current-password checks are not touched. The resolved policy
 * is kept in the collection's `custom.folioPasswordPolicy` for the checks, and the admin user
 * collection's travels to the admin as the public client config's `passwordPolicy`.
 */
export const passwordPolicyPlugin = (options: PasswordPolicyOptions = {}): Plugin =>
  folioPlugin({ name: 'password-policy' }, (config: Config) => {
    const policy = resolvePasswordPolicy(options.policy)
    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      if (!hasLocalPasswords(c)) return c
      return {
        ...c,
        custom: { ...c.custom, [POLICY_CUSTOM_KEY]: policy },
        hooks: {
          ...c.hooks,
          beforeOperation: [enforcePolicy(c.slug, policy), ...(c.hooks?.beforeOperation ?? [])],
        },
      }
    })
    const withPolicy = {
      ...config,
      collections,
      i18n: { ...config.i18n, translations: passwordTranslations(config.i18n) },
    }
    // The admin's sign-up, reset and change-password forms show the policy of the admin's user collection.
    const adminUsers = (config.collections ?? []).find(
      (c) => c.slug === (config.admin?.user ?? 'users'),
    )
    return adminUsers && hasLocalPasswords(adminUsers)
      ? withPublicConfig(withPolicy, { passwordPolicy: policy })
      : withPolicy
  })

// For every endpoint that sets a password outside Payload's own (reset, invitations).
export { assertCollectionPasswordAllowed } from './enforce'
