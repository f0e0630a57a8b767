import type { CollectionConfig, PayloadRequest } from 'payload'
import { TOTP_ROUTES } from '../shared'
import type { NeedsSecondStep } from '../../../server/kit/second-sign-in-step'
import { isSecondFactorAsserted } from '../../../server/kit/external-sign-in'
import type { DeviceRow, TotpRow } from './fields'
import type { SecondFactorState } from './session-state'
import { markSessionPassed } from './totp-store'
import { totpMessage } from './translations'
import { forgetDevices, touchDevice, trustedDeviceOf } from './trusted-device'

type Hooks = NonNullable<CollectionConfig['hooks']>

export interface LoginHookDeps {
  slug: string
  requiresTotp: (user: Record<string, unknown>) => boolean
}

/** What this request's sign-in decided, once the password was right. */
interface LoginDecision {
  state: SecondFactorState
  device?: DeviceRow
  /** The identity provider of this sign-in asserted a second factor (kit/external-sign-in.ts). */
  isAsserted?: boolean
}
const CONTEXT_KEY = 'folioTotpLogin'

async function totpRowOf(req: PayloadRequest, slug: string, user: Record<string, unknown>) {
  if (typeof user.totpEnabled === 'boolean') return user as TotpRow
  return req.payload.db.findOne<TotpRow>({
    collection: slug,
    where: { id: { equals: user.id } },
    req,
  })
}

/**
 * Decides, once per sign-in, whether the second step follows: an account with TOTP needs its code
 * unless this browser is one of its trusted devices; an account whose role must use TOTP and has
 * none set up goes to enrollment. The lockout asks this (kit/second-sign-in-step.ts).
 */
export function needsCode(deps: LoginHookDeps): NeedsSecondStep {
  return async (req, user) => {
    const known = req.context[CONTEXT_KEY] as LoginDecision | undefined
    if (known) return known.state !== 'done'
    const row = await totpRowOf(req, deps.slug, user)
    let decision: LoginDecision = { state: 'done' }
    if (isSecondFactorAsserted(req)) decision = { state: 'done', isAsserted: true }
    else if (row?.totpEnabled === true) {
      const device = await trustedDeviceOf(req, row)
      decision = device ? { state: 'done', device } : { state: 'code' }
    } else if (row && deps.requiresTotp(row)) decision = { state: 'enroll' }
    req.context[CONTEXT_KEY] = decision
    return decision.state !== 'done'
  }
}

/** The session id a token names (the token was signed by this server a moment ago). */
function sidOf(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

/** The screen of the step this sign-in still needs (asked once `needsCode` said it needs one). */
export const stepPath = (req: PayloadRequest): string =>
  (req.context[CONTEXT_KEY] as LoginDecision | undefined)?.state === 'enroll'
    ? TOTP_ROUTES.enroll
    : TOTP_ROUTES.authenticate

/** A sign-in from a trusted browser, or one whose provider asserted a second factor, passes it at once. */
export function passTrustedDevice(deps: LoginHookDeps): NonNullable<Hooks['afterLogin']>[number] {
  return async ({ req, token, user }) => {
    const decision = req.context[CONTEXT_KEY] as LoginDecision | undefined
    const sid = sidOf(token)
    if (!(decision?.device || decision?.isAsserted) || !sid) return user
    await markSessionPassed(req, deps.slug, (user as TotpRow).id, sid)
    if (decision.device) await touchDevice(req, decision.device)
    return user
  }
}

/**
 * The REST answer of a sign-in or a password reset that still needs the second step: no user (the
 * session can do nothing else yet) and `redirectTo`, the plugin's code or enrollment screen. The
 * cookie is still set (Payload makes it from the token). A reset never skips the code, and ends
 * trust in every browser.
 */
export function answerSecondStep(
  deps: LoginHookDeps,
): NonNullable<Hooks['afterOperation']>[number] {
  return async ({ operation, req, result }) => {
    if (operation !== 'login' && operation !== 'resetPassword') return result
    const answer = result as { user?: Record<string, unknown> } | undefined
    if (!answer?.user) return result
    let state: SecondFactorState
    if (operation === 'login') {
      state = (req.context[CONTEXT_KEY] as LoginDecision | undefined)?.state ?? 'done'
    } else {
      await forgetDevices(req, answer.user.id as TotpRow['id'])
      const row = await totpRowOf(req, deps.slug, { id: answer.user.id })
      state = row?.totpEnabled ? 'code' : row && deps.requiresTotp(row) ? 'enroll' : 'done'
    }
    if (state === 'done' || req.payloadAPI !== 'REST') return result
    const route = state === 'code' ? TOTP_ROUTES.authenticate : TOTP_ROUTES.enroll
    const { user: _user, ...rest } = answer
    const message = totpMessage(
      req,
      state === 'code' ? 'totpCodeNeeded' : 'totpRegistrationIncomplete',
    )
    return {
      ...rest,
      message,
      redirectTo: `${req.payload.config.routes.admin}${route}`,
    } as typeof result
  }
}

/** A password set over an existing one (change-password, an admin) ends trust in every browser. */
export const forgetDevicesOnPasswordChange: NonNullable<Hooks['beforeChange']>[number] = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password && originalDoc)
    await forgetDevices(req, (originalDoc as TotpRow).id)
  return data
}
