import {
  getFieldsToSign,
  jwtSign,
  UnauthorizedError,
  type AuthStrategy,
  type CollectionRefreshHook,
  type Payload,
} from 'payload'
import { absoluteEnd, findSession } from './session-row'

/**
 * Payload's JWT strategy (`local-jwt`) accepts a token as long as its session id is still on the
 * user; wrapped, it also refuses a session older than `maxAgeMs`, on every request.
 */
function withAbsoluteLifetime(strategy: AuthStrategy, maxAgeMs: number): AuthStrategy {
  return {
    ...strategy,
    authenticate: async (args) => {
      const result = await strategy.authenticate(args)
      const user = result.user as Record<string, unknown> | null
      if (!user?._sid) return result
      const session = findSession(user, user._sid)
      return session && absoluteEnd(session, maxAgeMs) > Date.now()
        ? result
        : { ...result, user: null }
    },
  }
}

/** Runs once Payload has assembled its strategies (the JWT one is added by Payload itself, last). */
export function enforceOnStrategies(payload: Payload, maxAgeMs: number): void {
  payload.authStrategies = payload.authStrategies.map((strategy) =>
    strategy.name === 'local-jwt' ? withAbsoluteLifetime(strategy, maxAgeMs) : strategy,
  )
}

/**
 * Payload's refresh moves the session's end and the token's `exp` a full `tokenExpiration` ahead;
 * near the session's absolute end both stop there instead. Payload has already written its own
 * expiry when this hook runs, so the capped one is written over it.
 */
export function capRefresh(maxAgeMs: number): CollectionRefreshHook {
  return async ({ args, user }) => {
    const { req } = args
    const collectionConfig = args.collection.config
    const sid = req.user?._sid
    const session = findSession(user as Record<string, unknown>, sid)
    if (!session) return undefined
    const end = absoluteEnd(session, maxAgeMs)
    const now = Date.now()
    if (end >= now + collectionConfig.auth.tokenExpiration * 1000) return undefined
    const secondsLeft = Math.floor((end - now) / 1000)
    if (secondsLeft < 1) throw new UnauthorizedError(req.t)

    const { collection: _collection, _strategy, ...row } = user as Record<string, unknown>
    const sessions = (row.sessions as Array<typeof session>).map((s) =>
      s.id === sid ? { ...s, expiresAt: new Date(end) } : s,
    )
    // The whole row, as Payload writes sessions itself; a null updatedAt leaves it unchanged.
    await req.payload.db.updateOne({
      collection: collectionConfig.slug,
      id: user.id,
      data: { ...row, sessions, updatedAt: null },
      req,
      returning: false,
    })

    const fieldsToSign = getFieldsToSign({
      collectionConfig,
      email: String(user.email ?? ''),
      sid,
      user: req.user!,
    })
    const { exp, token } = await jwtSign({
      fieldsToSign,
      secret: req.payload.secret,
      tokenExpiration: secondsLeft,
    })
    return { exp, refreshedToken: token, setCookie: true, strategy: req.user?._strategy, user }
  }
}
