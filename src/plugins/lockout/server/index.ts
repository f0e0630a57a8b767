import type { CollectionConfig, Config, Plugin } from 'payload'
import { lockEndpoint, lockStateEndpoint } from './lock-endpoints'
import { afterLogin, afterLoginError, beforeLogin, refuseAdminLocked, settleSuccessfulLogin, type LoginGuardDeps } from './login-guard'
import { PhantomLockout } from './phantom-lockout'
import { FailureLimiter, type LimitRule } from './rate-limiter'
import { lockoutTranslations } from './translations'
import { clearLocksOnUnlock, refuseResetWhenAdminLocked, refuseSelfUnlock } from './unlock-hooks'

export interface LockoutOptions {
  /** Who may see lock states, lock and force-unlock accounts (admins). */
  canManageLocks: (user: unknown) => boolean
  /** Failed sign-ins per account (any email, with or without an account). */
  byAccount?: Partial<LimitRule>
  /** Failed sign-ins per client address. */
  byAddress?: Partial<LimitRule>
  /** The first slowed attempt waits this long, each further one twice as long (0: no slowing). */
  baseDelayMs?: number
  maxDelayMs?: number
}

const FIFTEEN_MINUTES = 15 * 60 * 1000
export const LOCKOUT_DEFAULTS = {
  byAccount: { slowAfter: 3, refuseAfter: 10, windowMs: FIFTEEN_MINUTES },
  byAddress: { slowAfter: 10, refuseAfter: 50, windowMs: FIFTEEN_MINUTES },
  baseDelayMs: 250,
  maxDelayMs: 4000,
} as const

/** Payload's defaults when the collection sets none. */
const PAYLOAD_MAX_LOGIN_ATTEMPTS = 5
const PAYLOAD_LOCK_TIME_MS = 600_000

/**
 * Account lockout for the admin user collection (SPEC §4 'Account lock'): Payload's lock after
 * failed attempts with SPEC's message, an admin lock (`lockedByAdmin`, `POST /:id/lock`) that ends
 * the user's sessions, admin-only force-unlock that clears both and never on oneself, lock emails
 * naming the reason, and a sign-in rate limit per account and per client address.
 */
export const lockoutPlugin =
  (options: LockoutOptions): Plugin =>
  (config: Config) => {
    const slug = config.admin?.user ?? 'users'
    const delay = { baseDelayMs: options.baseDelayMs ?? LOCKOUT_DEFAULTS.baseDelayMs, maxDelayMs: options.maxDelayMs ?? LOCKOUT_DEFAULTS.maxDelayMs }
    const byAccount = new FailureLimiter({ ...LOCKOUT_DEFAULTS.byAccount, ...options.byAccount }, delay)
    const byAddress = new FailureLimiter({ ...LOCKOUT_DEFAULTS.byAddress, ...options.byAddress }, delay)

    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      if (c.slug !== slug || !c.auth) return c
      const auth = c.auth === true ? {} : c.auth
      const maxLoginAttempts = auth.maxLoginAttempts ?? PAYLOAD_MAX_LOGIN_ATTEMPTS
      const lockTimeMs = auth.lockTime ?? PAYLOAD_LOCK_TIME_MS
      const deps: LoginGuardDeps = { slug, byAccount, byAddress, phantom: new PhantomLockout({ maxLoginAttempts, lockTimeMs }), maxLoginAttempts, lockTimeMs }
      const endpointDeps = { slug, canManageLocks: options.canManageLocks, maxLoginAttempts, lockTimeMs }
      const hooks = c.hooks ?? {}
      return {
        ...c,
        fields: [...c.fields, { name: 'lockedByAdmin', type: 'checkbox', defaultValue: false, hidden: true, access: { create: () => false, update: () => false } }],
        endpoints: [...(Array.isArray(c.endpoints) ? c.endpoints : []), lockStateEndpoint(endpointDeps), lockEndpoint(endpointDeps)],
        hooks: {
          ...hooks,
          beforeOperation: [beforeLogin(deps), refuseSelfUnlock, refuseResetWhenAdminLocked(slug), ...(hooks.beforeOperation ?? [])],
          afterOperation: [...(hooks.afterOperation ?? []), clearLocksOnUnlock({ slug, byAccount })],
          beforeLogin: [settleSuccessfulLogin(deps), refuseAdminLocked, ...(hooks.beforeLogin ?? [])],
          afterLogin: [...(hooks.afterLogin ?? []), afterLogin(deps)],
          afterError: [...(hooks.afterError ?? []), afterLoginError(deps)],
        },
      }
    })
    return { ...config, collections, i18n: { ...config.i18n, translations: lockoutTranslations(config.i18n) } }
  }
