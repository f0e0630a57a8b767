import { lockoutMessage } from './translations'
import { pbkdf2, randomBytes } from 'node:crypto'
import { APIError, AuthenticationError, LockedAuth, type CollectionConfig } from 'payload'
import { lockAtThreshold, releaseAttempt, reserveAttempt } from './attempt-counter'
import { needsSecondSignInStep } from '../../../server/kit/second-sign-in-step'
import { clientAddressOf, type AuthThrottle } from './auth-throttle'
import { noticeLockedByAttempts } from './lock-notice'
import type { PhantomLockout } from './phantom-lockout'

type Hooks = NonNullable<CollectionConfig['hooks']>
export type UserRow = Record<string, unknown> & { id: string | number }
/** `slot`: the attempt's place in the account's count (see `reserveAttempt`). */
type LoginContext = { email: string; address: string; userId?: string | number; slot?: number }

export interface LoginGuardDeps {
  slug: string
  throttle: AuthThrottle
  phantom: PhantomLockout
  maxLoginAttempts: number
  lockTimeMs: number
}

const CONTEXT_KEY = 'folioLogin'

/** Payload 3.90's current hash parameters (PBKDF2-SHA256, 600,000 iterations, 32 bytes). */
const dummyHash = (password: string) =>
  new Promise<void>((resolve) =>
    pbkdf2(password, randomBytes(16).toString('hex'), 600_000, 32, 'sha256', () => resolve()),
  )

export const isLockedUntil = (lockUntil: unknown) =>
  (typeof lockUntil === 'string' || lockUntil instanceof Date) &&
  new Date(lockUntil).getTime() > Date.now()

export const normalizeEmail = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().trim() : ''

/**
 * This login's arguments with Payload's own failure counting off (`maxLoginAttempts: 0` for this
 * call only): Payload counts by read-modify-write and would count the attempt a second time. Its
 * lock check before the password stays; the reservation and the hooks below do the rest.
 */
function withoutPayloadCounting<T>(args: T): T {
  const { collection } = args as { collection: { config: { auth: Record<string, unknown> } } }
  const auth = { ...collection.config.auth, maxLoginAttempts: 0 }
  return { ...args, collection: { ...collection, config: { ...collection.config, auth } } }
}

/**
 * Before Payload's login: refuse when the account or the client address has failed too often,
 * else wait as long as the worse of the two says. Then count the attempt before its password is
 * checked (reserve, then settle): past `maxLoginAttempts` counted attempts it is refused as
 * locked, so that parallel attempts never get more password checks than that. For an email
 * without an account, answer as for a real one (the same PBKDF2 work, the same lockout).
 */
export function beforeLogin(deps: LoginGuardDeps): NonNullable<Hooks['beforeOperation']>[number] {
  return async ({ args, operation, req }) => {
    if (operation !== 'login') return args
    const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as Record<
      string,
      unknown
    >
    const email = normalizeEmail(data.email)
    const password = data.password
    if (!email || typeof password !== 'string' || password.trim() === '') return args
    const address = clientAddressOf(req)
    await deps.throttle.pass(
      req,
      { loginByAccount: email, loginByAddress: address },
      'loginRateLimited',
    )

    const user = await req.payload.db.findOne<UserRow>({
      collection: deps.slug,
      where: { email: { equals: email } },
      req,
    })
    const context: LoginContext = { email, address, userId: user?.id }
    req.context[CONTEXT_KEY] = context
    // `maxLoginAttempts: 0` is no lockout: nothing to count.
    const isCounting = deps.maxLoginAttempts > 0
    if (!user) {
      if (isCounting && !(await deps.phantom.reserve(email))) throw new LockedAuth(req.t)
      await dummyHash(password)
      return args
    }
    if (!isCounting) return args
    const counter = { req, slug: deps.slug, id: user.id, maxLoginAttempts: deps.maxLoginAttempts }
    const slot = await reserveAttempt(counter)
    if (slot === null) {
      // Counted out without a lock yet: a failure that was never settled (a local-API sign-in, a crash).
      if (await lockAtThreshold({ ...counter, lockTimeMs: deps.lockTimeMs }))
        await noticeLockedByAttempts(req, user, deps.lockTimeMs)
      throw new LockedAuth(req.t)
    }
    context.slot = slot
    return withoutPayloadCounting(args)
  }
}

/** After a refused login: count the failure; the attempt that reached the threshold locks the account and tells its owner. */
export function afterLoginError(deps: LoginGuardDeps): NonNullable<Hooks['afterError']>[number] {
  return async ({ error, req }) => {
    const context = req.context[CONTEXT_KEY] as LoginContext | undefined
    if (!context) return
    if (!(error instanceof AuthenticationError || error instanceof LockedAuth)) {
      // Refused after a right password by a sign-in rule (an account that signs in another way):
      // neither a failure nor a success, so the attempt's slot is given back.
      if (context.slot !== undefined && context.userId !== undefined)
        await releaseAttempt({ req, slug: deps.slug, id: context.userId })
      return
    }
    await deps.throttle.count({ loginByAccount: context.email, loginByAddress: context.address })
    if (!(error instanceof AuthenticationError)) return
    if (context.userId === undefined) return await deps.phantom.fail(context.email)
    if (context.slot === undefined || context.slot < deps.maxLoginAttempts) return
    const counter = {
      req,
      slug: deps.slug,
      id: context.userId,
      maxLoginAttempts: deps.maxLoginAttempts,
      lockTimeMs: deps.lockTimeMs,
    }
    if (!(await lockAtThreshold(counter))) return
    const user = await req.payload.db.findOne<UserRow>({
      collection: deps.slug,
      where: { id: { equals: context.userId } },
    })
    await noticeLockedByAttempts(req, user, deps.lockTimeMs)
  }
}

/**
 * Once the password is right (Payload's `beforeLogin`, inside its transaction): refuse if parallel
 * failures locked the account meanwhile, else settle the attempt by forgetting the count.
 */
export function settleSuccessfulLogin(
  deps: Pick<LoginGuardDeps, 'slug'>,
): NonNullable<Hooks['beforeLogin']>[number] {
  return async ({ req, user }) => {
    const id = (user as { id: string | number }).id
    const row = await req.payload.db.findOne<UserRow>({
      collection: deps.slug,
      where: { id: { equals: id } },
      req,
    })
    if (isLockedUntil(row?.lockUntil)) throw new LockedAuth(req.t)
    // A second step follows: the password's slot (if this sign-in took one: a provider's took
    // none) is given back, the earlier failures stay counted.
    if (await needsSecondSignInStep(req, deps.slug, user as Record<string, unknown>)) {
      const context = req.context[CONTEXT_KEY] as LoginContext | undefined
      if (context?.slot !== undefined) await releaseAttempt({ req, slug: deps.slug, id })
      return user
    }
    if (row?.lockUntil || row?.loginAttempts) {
      await req.payload.db.updateOne({
        collection: deps.slug,
        id,
        data: { loginAttempts: 0, lockUntil: null },
        req,
        returning: false,
      })
    }
    return user
  }
}

/** A successful sign-in forgets the account's failures (the address keeps its count). */
export function afterLogin(deps: LoginGuardDeps): NonNullable<Hooks['afterLogin']>[number] {
  return async ({ req, user }) => {
    const context = req.context[CONTEXT_KEY] as LoginContext | undefined
    if (await needsSecondSignInStep(req, deps.slug, user as Record<string, unknown>)) return user
    if (context) await deps.throttle.clear('loginByAccount', context.email)
    return user
  }
}

/** Payload's `beforeLogin` runs once the password is right: an account an admin locked stays out. */
export const refuseAdminLocked: NonNullable<Hooks['beforeLogin']>[number] = ({ req, user }) => {
  if ((user as { lockedByAdmin?: unknown }).lockedByAdmin === true) {
    throw new APIError(lockoutMessage(req, 'accountLocked'), 401, undefined, true)
  }
  return user
}
