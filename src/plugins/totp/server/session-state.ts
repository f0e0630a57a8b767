import type { AuthStrategy, Payload, PayloadRequest } from 'payload'
import { TOTP_ENDPOINTS } from '../shared'
import { SECOND_FACTOR_AT, type TotpRow } from './fields'

/**
 * Where a session stands with the second factor: `done` (passed it, or the account needs none),
 * `code` (the password only, and the account has TOTP) or `enroll` (the account's role must use
 * TOTP and it is not set up yet).
 */
export type SecondFactorState = 'done' | 'code' | 'enroll'

/** What the plugin marks on `req.user` of a session still short of the second factor. */
export const PENDING_KEY = '_totpPending'

interface SessionRow {
  id: string
  createdAt?: string | Date | null
  [SECOND_FACTOR_AT]?: string | Date | null
}

export function sessionOf(user: Record<string, unknown>): SessionRow | undefined {
  const sessions = Array.isArray(user.sessions) ? (user.sessions as SessionRow[]) : []
  return sessions.find((s) => s.id === user._sid)
}

export function secondFactorState(
  user: TotpRow,
  requiresTotp: (user: Record<string, unknown>) => boolean,
): SecondFactorState {
  if (sessionOf(user)?.[SECOND_FACTOR_AT]) return 'done'
  if (user.totpEnabled === true) return 'code'
  return requiresTotp(user) ? 'enroll' : 'done'
}

/** The pending state of the request's user, if any (the plugin's endpoints ask). */
export function pendingStateOf(req: PayloadRequest): SecondFactorState {
  const state = (req.user as Record<string, unknown> | null)?.[PENDING_KEY]
  return state === 'code' || state === 'enroll' ? state : 'done'
}

/** The calls a session short of the second factor may make, by state: method and path. */
function allowedCalls(payload: Payload, slug: string): Record<'code' | 'enroll', string[]> {
  const base = `${payload.config.routes.api}/${slug}`
  const logout = `POST ${base}/logout`
  return {
    code: [`POST ${base}${TOTP_ENDPOINTS.authenticate}`, logout],
    enroll: [
      `GET ${base}${TOTP_ENDPOINTS.setup}`,
      `POST ${base}${TOTP_ENDPOINTS.finishEnrollment}`,
      logout,
    ],
  }
}

function callOf(req: PayloadRequest | undefined): string | null {
  if (!req?.url || !req.method) return null
  const url = new URL(req.url, 'http://folio.invalid')
  // Ending every session is for who holds the account, not a password alone.
  if (url.searchParams.has('allSessions')) return null
  return `${req.method.toUpperCase()} ${url.pathname.replace(/\/+$/, '')}`
}

/**
 * Payload's JWT strategy accepts any session of the user; wrapped, a session short of the second
 * factor is a user only for the calls of its state (marked with `PENDING_KEY`), and nobody for
 * every other request: the API answers it as it answers a signed-out client.
 */
function withSecondFactor(
  strategy: AuthStrategy,
  slug: string,
  requiresTotp: (user: Record<string, unknown>) => boolean,
): AuthStrategy {
  return {
    ...strategy,
    authenticate: async (args) => {
      const result = await strategy.authenticate(args)
      const user = result.user as (TotpRow & { collection?: string; _sid?: string }) | null
      if (!user || user.collection !== slug || !user._sid) return result
      const state = secondFactorState(user, requiresTotp)
      if (state === 'done') return result
      const call = callOf(args.req as PayloadRequest | undefined)
      if (call && allowedCalls(args.payload, slug)[state].includes(call))
        return { ...result, user: Object.assign(result.user!, { [PENDING_KEY]: state }) }
      return { ...result, user: null }
    },
  }
}

/** Runs once Payload has assembled its strategies (the JWT one is Payload's own, `local-jwt`). */
export function enforceSecondFactor(
  payload: Payload,
  slug: string,
  requiresTotp: (user: Record<string, unknown>) => boolean,
): void {
  payload.authStrategies = payload.authStrategies.map((strategy) =>
    strategy.name === 'local-jwt' ? withSecondFactor(strategy, slug, requiresTotp) : strategy,
  )
}
