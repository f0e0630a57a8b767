import { routeId, routeRow } from '../../../server/kit/route-row'
import QRCode from 'qrcode'
import {
  addDataAndFileToRequest,
  APIError,
  AuthenticationError,
  Forbidden,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { verifyCurrentPassword } from '../../auth/server'
import { secondStepAttempt } from '../../lockout/server'
import {
  TOTP_ENDPOINTS,
  type TotpAuthenticateResponse,
  type TotpFinishEnrollmentResponse,
  type TotpSetupResponse,
} from '../shared'
import type { TotpRow } from './fields'
import { pendingStateOf, sessionOf } from './session-state'
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeCode,
  openSecret,
  otpauthURI,
  sealSecret,
} from './totp-crypto'
import { claimStep, consumeRecoveryCode, markSessionPassed, storeRecoveryCodes } from './totp-store'
import { totpMessage } from './translations'
import { forgetDevices, trustDevice } from './trusted-device'
import { sendResetEmail } from './reset-email'

export interface EndpointDeps {
  slug: string
  issuer: string
  trustDays: number
  canManageUsers: (user: unknown) => boolean
}

/** How long after the password the code is still taken (docs/behaviour.md §4). */
export const CODE_STEP_WINDOW_MS = 5 * 60 * 1000
const NO_STORE = { 'Cache-Control': 'no-store' }

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

const stringOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : '')

/** The request's user of the user collection, with its stored second-factor columns. */
async function ownRow(req: PayloadRequest, slug: string): Promise<TotpRow | null> {
  const user = req.user
  if (!user || user.collection !== slug) return null
  return req.payload.db.findOne<TotpRow>({
    collection: slug,
    where: { id: { equals: user.id } },
    req,
  })
}

const sidOf = (req: PayloadRequest) => (req.user as { _sid?: unknown } | null)?._sid

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  await addDataAndFileToRequest(req)
  return req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {}
}

/** `GET /mfa/totp/setup`: a new secret for a signed-in user without TOTP; `abort` otherwise. */
function setupEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: TOTP_ENDPOINTS.setup,
    method: 'get',
    handler: async (req) => {
      const row = await ownRow(req, deps.slug)
      if (!row || row.totpEnabled === true) return json({ abort: true } satisfies TotpSetupResponse)
      const secret = newTotpSecret()
      await req.payload.db.updateOne({
        collection: deps.slug,
        id: row.id,
        data: { totpSecret: sealSecret(secret, req.payload.secret) },
        req,
        returning: false,
      })
      const uri = otpauthURI(secret, String(row.email ?? ''), deps.issuer)
      const qrCode = await QRCode.toDataURL(uri, { margin: 1, width: 240 })
      return json({ qrCode, secret, abort: false } satisfies TotpSetupResponse)
    },
  }
}

/** `POST /mfa/totp/finish-enrollment` `{ code }`: switches TOTP on when the code fits the secret of the last setup. */
function finishEnrollmentEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: TOTP_ENDPOINTS.finishEnrollment,
    method: 'post',
    handler: async (req) => {
      const row = await ownRow(req, deps.slug)
      if (!row) throw new AuthenticationError(req.t)
      const refuse = (key: Parameters<typeof totpMessage>[1], status: number) =>
        json(
          { success: false, message: totpMessage(req, key) } satisfies TotpFinishEnrollmentResponse,
          status,
        )
      if (row.totpEnabled === true) return refuse('totpAlreadyEnabled', 409)
      const secret = openSecret(row.totpSecret, req.payload.secret)
      if (!secret) return refuse('totpRegistrationIncomplete', 400)
      const body = await bodyOf(req)
      const step = matchingStep(secret, normalizeCode(body.code))
      if (step === null || !(await claimStep(req, deps.slug, row.id, step)))
        return refuse('totpInvalidCode', 400)
      await req.payload.db.updateOne({
        collection: deps.slug,
        id: row.id,
        data: { totpEnabled: true },
        req,
        returning: false,
      })
      const recoveryCodes = newRecoveryCodes()
      await storeRecoveryCodes(req, row.id, recoveryCodes)
      const sid = sidOf(req)
      if (typeof sid === 'string') await markSessionPassed(req, deps.slug, row.id, sid)
      return json({
        success: true,
        message: totpMessage(req, 'totpEnrolled'),
        recoveryCodes,
      } satisfies TotpFinishEnrollmentResponse)
    },
  }
}

/**
 * `POST /mfa/totp/authenticate` `{ code | recoveryCode, trustThisDevice }`: the second step of a
 * sign-in, for a session that has passed the password only, within 5 minutes of it. Each attempt
 * counts as a sign-in attempt (the lockout's `secondStepAttempt`); a right code upgrades the same
 * session and may trust this browser.
 */
function authenticateEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: TOTP_ENDPOINTS.authenticate,
    method: 'post',
    handler: async (req) => {
      const adminRoot = req.payload.config.routes.admin
      const answer = (
        body: TotpAuthenticateResponse,
        status: number,
        headers?: Record<string, string>,
      ) => json(body, status, headers)
      const expired = () =>
        answer(
          {
            success: false,
            message: totpMessage(req, 'totpSessionExpired'),
            redirectTo: `${adminRoot}/login`,
          },
          401,
        )
      const state = pendingStateOf(req)
      if (req.user && state === 'done')
        return answer(
          { success: true, message: totpMessage(req, 'totpAuthenticated'), redirectTo: adminRoot },
          200,
        )
      const row = state === 'code' ? await ownRow(req, deps.slug) : null
      const sid = sidOf(req)
      if (!row || typeof sid !== 'string') return expired()
      const openedAt = new Date(
        sessionOf(req.user as Record<string, unknown>)?.createdAt ?? 0,
      ).getTime()
      if (!(Date.now() - openedAt < CODE_STEP_WINDOW_MS)) return expired()

      const body = await bodyOf(req)
      const code = normalizeCode(body.code)
      const recoveryCode = stringOf(body.recoveryCode)
      const secret = openSecret(row.totpSecret, req.payload.secret)
      let isRight: boolean
      try {
        isRight = await secondStepAttempt(req, { slug: deps.slug, user: row }, async () => {
          if (recoveryCode) return consumeRecoveryCode(req, row.id, recoveryCode)
          const step = secret ? matchingStep(secret, code) : null
          return step !== null && claimStep(req, deps.slug, row.id, step)
        })
      } catch (error) {
        // Locked (401) or over the sign-in limit (429, with the Retry-After the lockout set).
        if (!(error instanceof APIError)) throw error
        const retryAfter = req.responseHeaders?.get('Retry-After')
        return answer({ success: false, message: error.message }, error.status, {
          ...(error.status === 429 && retryAfter ? { 'Retry-After': retryAfter } : {}),
        })
      }
      if (!isRight)
        return answer({ success: false, message: totpMessage(req, 'totpInvalidCode') }, 401)

      await markSessionPassed(req, deps.slug, row.id, sid)
      const cookie =
        body.trustThisDevice === true ? await trustDevice(req, row, deps.trustDays) : undefined
      return answer(
        { success: true, message: totpMessage(req, 'totpAuthenticated'), redirectTo: adminRoot },
        200,
        cookie ? { 'Set-Cookie': cookie } : {},
      )
    },
  }
}

/** The signed-in user (past the second factor) with the current password right; else 401. */
async function confirmedRow(req: PayloadRequest, slug: string): Promise<TotpRow> {
  const row = await ownRow(req, slug)
  if (!row || pendingStateOf(req) !== 'done') throw new AuthenticationError(req.t)
  const body = await bodyOf(req)
  const currentPassword = typeof body.currentPassword === 'string' ? body.currentPassword : ''
  if (currentPassword === '') throw new AuthenticationError(req.t)
  await verifyCurrentPassword(req, slug, String(row.email ?? ''), currentPassword)
  return row
}

async function clearSecondFactor(req: PayloadRequest, slug: string, row: TotpRow) {
  await req.payload.db.updateOne({
    collection: slug,
    id: row.id,
    data: { totpEnabled: false, totpSecret: null, totpLastStep: null },
    req,
    returning: false,
  })
  await storeRecoveryCodes(req, row.id, [])
  await forgetDevices(req, row.id)
}

/** `POST /mfa/totp/disable` `{ currentPassword }`: TOTP off for oneself; recovery codes and trusted devices go. */
function disableEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: TOTP_ENDPOINTS.disable,
    method: 'post',
    handler: async (req) => {
      const row = await confirmedRow(req, deps.slug)
      if (row.totpEnabled !== true)
        throw new APIError(totpMessage(req, 'totpNotEnabled'), 400, undefined, true)
      await clearSecondFactor(req, deps.slug, row)
      return json({ message: totpMessage(req, 'totpDisabled') })
    },
  }
}

/** `POST /mfa/totp/recovery-codes` `{ currentPassword }`: ten new codes; the old ones stop working. */
function recoveryCodesEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: TOTP_ENDPOINTS.recoveryCodes,
    method: 'post',
    handler: async (req) => {
      const row = await confirmedRow(req, deps.slug)
      if (row.totpEnabled !== true)
        throw new APIError(totpMessage(req, 'totpNotEnabled'), 400, undefined, true)
      const recoveryCodes = newRecoveryCodes()
      await storeRecoveryCodes(req, row.id, recoveryCodes)
      return json({ recoveryCodes })
    },
  }
}

/**
 * `POST /:id/mfa/totp/reset` (who may manage users, never on themselves): clears the user's second
 * factor, ends their sessions and tells them; they enroll again at the next sign-in if their role
 * requires it.
 */
function resetEndpoint(deps: EndpointDeps): Endpoint {
  return {
    path: TOTP_ENDPOINTS.reset,
    method: 'post',
    handler: async (req) => {
      if (!req.user || pendingStateOf(req) !== 'done' || !deps.canManageUsers(req.user))
        throw new Forbidden(req.t)
      if (String(req.user.id) === routeId(req)) throw new Forbidden(req.t)
      const row = await routeRow<TotpRow>(req, deps.slug)
      await clearSecondFactor(req, deps.slug, row)
      // The whole row, as Payload writes sessions itself: a partial row with an array becomes an upsert.
      await req.payload.db.updateOne({
        collection: deps.slug,
        id: row.id,
        data: { ...row, totpEnabled: false, totpSecret: null, totpLastStep: null, sessions: [] },
        req,
        returning: false,
      })
      try {
        await sendResetEmail(req, row)
      } catch (err) {
        req.payload.logger.error({ err, msg: 'The second-factor reset email could not be sent.' })
      }
      return json({ message: totpMessage(req, 'totpResetDone') })
    },
  }
}

export const totpEndpoints = (deps: EndpointDeps): Endpoint[] => [
  setupEndpoint(deps),
  finishEnrollmentEndpoint(deps),
  authenticateEndpoint(deps),
  disableEndpoint(deps),
  recoveryCodesEndpoint(deps),
  resetEndpoint(deps),
]
