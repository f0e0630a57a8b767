import { pbkdf2, randomBytes } from 'node:crypto'
import { APIError, AuthenticationError, LockedAuth, type CollectionConfig, type PayloadRequest } from 'payload'
import { sendLockEmail } from '../../email/server/lock-email'
import { CLIENT_ADDRESS_HEADER } from '../shared'
import type { FailureLimiter, PhantomLockout } from './rate-limiter'

type Hooks = NonNullable<CollectionConfig['hooks']>
export type UserRow = Record<string, unknown> & { id: string | number }
type LoginContext = { email: string; address: string; userId?: string | number; wasLocked: boolean }

export interface LoginGuardDeps {
  slug: string
  byAccount: FailureLimiter
  byAddress: FailureLimiter
  phantom: PhantomLockout
  lockTimeMs: number
}

const CONTEXT_KEY = 'folioLogin'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Payload 3.90's current hash parameters (PBKDF2-SHA256, 600,000 iterations, 32 bytes). */
const dummyHash = (password: string) =>
  new Promise<void>((resolve) => pbkdf2(password, randomBytes(16).toString('hex'), 600_000, 32, 'sha256', () => resolve()))

export const isLockedUntil = (lockUntil: unknown) => typeof lockUntil === 'string' && new Date(lockUntil).getTime() > Date.now()

export const normalizeEmail = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().trim() : '')

function refuse(req: PayloadRequest, retryAfterMs: number): never {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  throw new APIError(req.t('folio:loginRateLimited' as never, { minutes }), 429, undefined, true)
}

/**
 * Before Payload's login: refuse when the account or the client address has failed too often,
 * else wait as long as the worse of the two says; for an email without an account, answer as
 * Payload would for a real one (the same PBKDF2 work, the same lockout after the same failures).
 */
export function beforeLogin(deps: LoginGuardDeps): NonNullable<Hooks['beforeOperation']>[number] {
  return async ({ args, operation, req }) => {
    if (operation !== 'login') return args
    const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>
    const email = normalizeEmail(data.email)
    const password = data.password
    if (!email || typeof password !== 'string' || password.trim() === '') return args
    const address = req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
    const verdicts = [deps.byAccount.check(email), deps.byAddress.check(address)]
    for (const v of verdicts) if (v.kind === 'refuse') refuse(req, v.retryAfterMs)
    const delayMs = Math.max(...verdicts.map((v) => (v.kind === 'allow' ? v.delayMs : 0)))
    if (delayMs > 0) await sleep(delayMs)

    const user = await req.payload.db.findOne<UserRow>({ collection: deps.slug, where: { email: { equals: email } }, req })
    const userId = user?.id
    const context: LoginContext = { email, address, userId, wasLocked: user ? isLockedUntil(user.lockUntil) : deps.phantom.isLocked(email) }
    req.context[CONTEXT_KEY] = context
    if (!user) {
      if (context.wasLocked) throw new LockedAuth(req.t)
      await dummyHash(password)
    }
    return args
  }
}

/** After a refused login: count the failure; when it just locked a real account, tell its owner. */
export function afterLoginError(deps: LoginGuardDeps): NonNullable<Hooks['afterError']>[number] {
  return async ({ error, req }) => {
    const context = req.context[CONTEXT_KEY] as LoginContext | undefined
    if (!context || !(error instanceof AuthenticationError || error instanceof LockedAuth)) return
    deps.byAccount.fail(context.email)
    deps.byAddress.fail(context.address)
    if (!(error instanceof AuthenticationError)) return
    if (context.userId === undefined) return deps.phantom.fail(context.email)
    if (context.wasLocked) return
    const now = await req.payload.db.findOne<UserRow>({ collection: deps.slug, where: { id: { equals: context.userId } } })
    if (!now || !isLockedUntil(now.lockUntil)) return
    // No password yet (a pending invitation): nothing of theirs is at risk, and the email would only confuse.
    if (now.hash === null || now.hash === undefined) return
    try {
      await sendLockEmail({ req, user: now, reason: 'tooManyAttempts', lockTimeMs: deps.lockTimeMs })
    } catch (err) {
      req.payload.logger.error({ err, msg: 'The lock email could not be sent.' })
    }
  }
}

/** A successful sign-in forgets the account's failures (the address keeps its count). */
export function afterLogin(deps: LoginGuardDeps): NonNullable<Hooks['afterLogin']>[number] {
  return ({ req, user }) => {
    const context = req.context[CONTEXT_KEY] as LoginContext | undefined
    if (context) deps.byAccount.clear(context.email)
    return user
  }
}

/** Payload's `beforeLogin` runs once the password is right: an account an admin locked stays out. */
export const refuseAdminLocked: NonNullable<Hooks['beforeLogin']>[number] = ({ req, user }) => {
  if ((user as { lockedByAdmin?: unknown }).lockedByAdmin === true) {
    throw new APIError(req.t('folio:accountLocked' as never), 401, undefined, true)
  }
  return user
}
