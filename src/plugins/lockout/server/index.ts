import { memoryState, sharedStateOf } from '../../../server/kit/shared-state'
import type { CollectionConfig, Config, Plugin } from 'payload'
import { lockEndpoint, lockStateEndpoint } from './lock-endpoints'
import {
  afterLogin,
  afterLoginError,
  beforeLogin,
  refuseAdminLocked,
  isLockedUntil,
  settleSuccessfulLogin,
  type LoginGuardDeps,
} from './login-guard'
import { PhantomLockout } from './phantom-lockout'
import { AUTH_THROTTLE_KEY, AuthThrottle, type ThrottleRules } from './auth-throttle'
import type { LimitRule } from '../../../server/kit/failure-limiter'
import { lockoutTranslations } from './translations'
import { clearLocksOnUnlock, refuseResetWhenAdminLocked, refuseSelfUnlock } from './unlock-hooks'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import { withAccountHold } from '../../../server/kit/account-standing'

export interface LockoutOptions {
  /** Who may see lock states, lock and force-unlock accounts (admins). */
  canManageLocks: (user: unknown) => boolean
  /** Failed sign-ins per account (any email, with or without an account). */
  byAccount?: Partial<LimitRule>
  /** Failed sign-ins per client address. */
  byAddress?: Partial<LimitRule>
  /** Forgot-password requests per client address, per email asked for, and overall (never slowed, only refused). */
  forgotByAddress?: Partial<LimitRule>
  forgotByEmail?: Partial<LimitRule>
  forgotOverall?: Partial<LimitRule>
  /** Wrong reset tokens and invitation links per client address. */
  linksByAddress?: Partial<LimitRule>
  /** The first slowed attempt waits this long, each further one twice as long (0: no slowing). */
  baseDelayMs?: number
  maxDelayMs?: number
}

const FIFTEEN_MINUTES = 15 * 60 * 1000
export const LOCKOUT_DEFAULTS = {
  byAccount: { slowAfter: 3, refuseAfter: 10, windowMs: FIFTEEN_MINUTES },
  byAddress: { slowAfter: 10, refuseAfter: 50, windowMs: FIFTEEN_MINUTES },
  forgotByAddress: { refuseAfter: 20, windowMs: FIFTEEN_MINUTES },
  forgotByEmail: { refuseAfter: 5, windowMs: FIFTEEN_MINUTES },
  forgotOverall: { refuseAfter: 100, windowMs: FIFTEEN_MINUTES },
  linksByAddress: { slowAfter: 5, refuseAfter: 30, windowMs: FIFTEEN_MINUTES },
  baseDelayMs: 250,
  maxDelayMs: 4000,
} as const

/** Forgot-password is never slowed (a wait would tell nothing apart), only refused. */
const refuseOnly = (
  rule: { refuseAfter: number; windowMs: number },
  override: Partial<LimitRule> = {},
): LimitRule => {
  const merged = { ...rule, ...override }
  return {
    refuseAfter: merged.refuseAfter,
    windowMs: merged.windowMs,
    slowAfter: merged.refuseAfter,
  }
}

function throttleRules(options: LockoutOptions): ThrottleRules {
  return {
    loginByAccount: { ...LOCKOUT_DEFAULTS.byAccount, ...options.byAccount },
    loginByAddress: { ...LOCKOUT_DEFAULTS.byAddress, ...options.byAddress },
    forgotByAddress: refuseOnly(LOCKOUT_DEFAULTS.forgotByAddress, options.forgotByAddress),
    forgotByEmail: refuseOnly(LOCKOUT_DEFAULTS.forgotByEmail, options.forgotByEmail),
    forgotOverall: refuseOnly(LOCKOUT_DEFAULTS.forgotOverall, options.forgotOverall),
    linksByAddress: { ...LOCKOUT_DEFAULTS.linksByAddress, ...options.linksByAddress },
  }
}

/** Payload's defaults when the collection sets none. */
const PAYLOAD_MAX_LOGIN_ATTEMPTS = 5
const PAYLOAD_LOCK_TIME_MS = 600_000

/**
 * Account lockout for the admin user collection (docs/behaviour.md §4 'Account lock'): a lock after
 * `maxLoginAttempts` failed attempts (counted atomically before each password check, in place of
 * Payload's own count) with the message of docs/behaviour.md §8, an admin lock (`lockedByAdmin`, `POST /:id/lock`) that ends
 * the user's sessions, admin-only force-unlock that clears both and never on oneself, lock emails
 * naming the reason, and the throttle of the unauthenticated auth endpoints (sign-in per account
 * and per client address; forgot-password, reset tokens and invitation links through
 * `authThrottleOf`), each refusal a 429 with `Retry-After`.
 */
export const lockoutPlugin = (options: LockoutOptions): Plugin =>
  folioPlugin({ name: 'lockout', requires: ['email'] }, (config: Config) => {
    const slug = config.admin?.user ?? 'users'
    const delay = {
      baseDelayMs: options.baseDelayMs ?? LOCKOUT_DEFAULTS.baseDelayMs,
      maxDelayMs: options.maxDelayMs ?? LOCKOUT_DEFAULTS.maxDelayMs,
    }
    // The registered shared state (Redis with several instances), else this process's memory.
    const state = sharedStateOf(config.custom) ?? memoryState()
    const throttle = new AuthThrottle(state, throttleRules(options), delay)

    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      if (c.slug !== slug || !c.auth) return c
      const auth = c.auth === true ? {} : c.auth
      const maxLoginAttempts = auth.maxLoginAttempts ?? PAYLOAD_MAX_LOGIN_ATTEMPTS
      const lockTimeMs = auth.lockTime ?? PAYLOAD_LOCK_TIME_MS
      const deps: LoginGuardDeps = {
        slug,
        throttle,
        phantom: new PhantomLockout(state, { maxLoginAttempts, lockTimeMs }),
        maxLoginAttempts,
        lockTimeMs,
      }
      const endpointDeps = {
        slug,
        canManageLocks: options.canManageLocks,
        maxLoginAttempts,
        lockTimeMs,
      }
      const hooks = c.hooks ?? {}
      // A locked account acts for nobody while the lock lasts (an API key, too).
      const held = withAccountHold(
        c,
        (row) => row.lockedByAdmin === true || isLockedUntil(row.lockUntil),
      )
      return {
        ...held,
        custom: { ...held.custom, [AUTH_THROTTLE_KEY]: throttle },
        fields: [
          ...c.fields,
          {
            name: 'lockedByAdmin',
            type: 'checkbox',
            defaultValue: false,
            hidden: true,
            access: { create: () => false, update: () => false },
          },
        ],
        endpoints: [
          ...(Array.isArray(c.endpoints) ? c.endpoints : []),
          lockStateEndpoint(endpointDeps),
          lockEndpoint(endpointDeps),
        ],
        hooks: {
          ...hooks,
          beforeOperation: [
            beforeLogin(deps),
            refuseSelfUnlock,
            refuseResetWhenAdminLocked(slug),
            ...(hooks.beforeOperation ?? []),
          ],
          afterOperation: [...(hooks.afterOperation ?? []), clearLocksOnUnlock({ slug, throttle })],
          beforeLogin: [
            settleSuccessfulLogin(deps),
            refuseAdminLocked,
            ...(hooks.beforeLogin ?? []),
          ],
          afterLogin: [...(hooks.afterLogin ?? []), afterLogin(deps)],
          afterError: [...(hooks.afterError ?? []), afterLoginError(deps)],
        },
      }
    })
    return {
      ...config,
      collections,
      i18n: { ...config.i18n, translations: lockoutTranslations(config.i18n) },
    }
  })

/** The plugin's throttle options from refusal counts (FOLIO_FORGOT_*, FOLIO_LINK_* in the environment); unset ones keep the defaults. */
export function throttleOptions(limits: {
  forgotAddressRefuseAfter?: number
  forgotEmailRefuseAfter?: number
  forgotOverallRefuseAfter?: number
  linkAddressRefuseAfter?: number
}): Partial<LockoutOptions> {
  const rule = (refuseAfter: number | undefined) =>
    refuseAfter === undefined ? undefined : { refuseAfter }
  return {
    forgotByAddress: rule(limits.forgotAddressRefuseAfter),
    forgotByEmail: rule(limits.forgotEmailRefuseAfter),
    forgotOverall: rule(limits.forgotOverallRefuseAfter),
    linksByAddress: rule(limits.linkAddressRefuseAfter),
  }
}

// The one throttle of the unauthenticated auth endpoints, for the other auth plugins.
export { authThrottleOf, clientAddressOf } from './auth-throttle'
export { lockoutMessage } from './translations'
// A step after the password (TOTP) counts its attempts as the sign-in does.
export { secondStepAttempt } from './second-step'
