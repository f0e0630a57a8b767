import { invitationMessage } from './translations'
import {
  addDataAndFileToRequest,
  APIError,
  createLocalReq,
  loginOperation,
  type Endpoint,
  type Field,
  type PayloadRequest,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { PASSWORD_WRITE_CONTEXT_KEY } from '../../auth/shared'
import { projectFields } from '../../client-config/server'
import { authThrottleOf, clientAddressOf, lockoutMessage } from '../../lockout/server'
import { assertCollectionPasswordAllowed } from '../../password-policy/server'
import { INVITATION_STATUS_FIELD, invitationEndpoints, type InvitationPreview } from '../shared'
import type { InvitationRow } from './fields'
import { consumeInvitation, findByToken } from './invitation-store'

export interface AcceptDeps {
  slug: string
  isLockedByAdmin: (row: InvitationRow) => boolean
}

const PLUGIN_FIELDS = new Set([INVITATION_STATUS_FIELD, 'invitation'])

/**
 * The user fields an invitee fills in: top-level, with no field-level rule of their own, neither
 * hidden nor read-only; never the email (the invitation is for it) nor the plugin's own.
 */
function inviteeFields(req: PayloadRequest, slug: string): Field[] {
  const fields = req.payload.collections[slug]?.config.fields ?? []
  return fields.filter((f: Field) => {
    if (!('name' in f) || f.name === 'email' || PLUGIN_FIELDS.has(f.name)) return false
    if ('hidden' in f && f.hidden) return false
    if ('access' in f && (f.access?.update || f.access?.create)) return false
    const admin = (f.admin ?? {}) as { readOnly?: boolean; hidden?: boolean }
    return !admin.readOnly && !admin.hidden
  })
}

/**
 * The invitation a link stands for. Wrong links count per client address in the auth throttle
 * (with wrong reset tokens): guessing is slowed, then refused (429).
 */
async function invitationFor(
  req: PayloadRequest,
  deps: AcceptDeps,
  token: unknown,
): Promise<InvitationRow> {
  const throttle = authThrottleOf(req, deps.slug)
  const wrongLinks = { linksByAddress: clientAddressOf(req) }
  await throttle?.pass(req, wrongLinks)
  const row = await findByToken(req, deps.slug, token)
  if (!row) {
    await throttle?.count(wrongLinks)
    throw new APIError(invitationMessage(req, 'invitationInvalid'), 403, undefined, true)
  }
  if (deps.isLockedByAdmin(row))
    throw new APIError(lockoutMessage(req, 'accountLocked'), 403, undefined, true)
  return row
}

/** `GET /invitation?token=`: whom the link invites and the fields to fill in, only for a working link. */
export function previewEndpoint(deps: AcceptDeps): Endpoint {
  return {
    path: invitationEndpoints.preview,
    method: 'get',
    handler: async (req) => {
      const row = await invitationFor(req, deps, req.searchParams.get('token'))
      const fields = inviteeFields(req, deps.slug)
      // The document as the API gives it (not the database row), for the fields the form shows.
      const doc = (await req.payload.findByID({
        collection: deps.slug,
        id: row.id,
        depth: 0,
        overrideAccess: true,
        req,
      })) as Record<string, unknown>
      const data = Object.fromEntries(
        fields.flatMap((f) =>
          'name' in f && doc[f.name] !== undefined && doc[f.name] !== null
            ? [[f.name, doc[f.name]]]
            : [],
        ),
      )
      const language = typeof row.invitation?.language === 'string' ? row.invitation.language : null
      const preview: InvitationPreview = {
        id: row.id,
        email: String(row.email),
        fields: projectFields(fields, req).fields,
        data,
        language,
      }
      return Response.json(preview, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}

/**
 * `POST /accept-invitation` { token, password, …fields } (docs/behaviour.md §7): for a working link, sets the
 * password (policy checked), saves the invitee's fields as the invitee would (their access rules
 * apply), uses the link up and signs the new user in with a session cookie.
 */
export function acceptEndpoint(deps: AcceptDeps): Endpoint {
  return {
    path: invitationEndpoints.accept,
    method: 'post',
    handler: async (req) => {
      await addDataAndFileToRequest(req)
      const body = (req.data ?? {}) as Record<string, unknown>
      const row = await invitationFor(req, deps, body.token)
      const email = String(row.email)
      const password = typeof body.password === 'string' ? body.password : ''
      const allowed = new Set(inviteeFields(req, deps.slug).map((f) => ('name' in f ? f.name : '')))
      const data = Object.fromEntries(Object.entries(body).filter(([key]) => allowed.has(key)))
      const name = typeof data.name === 'string' ? data.name : ''
      await assertCollectionPasswordAllowed({
        req,
        collection: deps.slug,
        password,
        userInputs: [email, name].filter(Boolean),
      })

      const invitee = await req.payload.findByID({
        collection: deps.slug,
        id: row.id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      req.context[PASSWORD_WRITE_CONTEXT_KEY] = true
      await req.payload.update({
        collection: deps.slug,
        id: row.id,
        data: { ...data, password },
        req,
        overrideAccess: false,
        user: { ...invitee, collection: deps.slug },
      })
      await consumeInvitation(req, deps.slug, row.id)
      await authThrottleOf(req, deps.slug)?.clear('linksByAddress', clientAddressOf(req))

      // Payload's own sign-in (its hooks: sessions, lockout), on a request of its own as change-password does.
      const collection = req.payload.collections[deps.slug]!
      const signedIn = await loginOperation({
        collection,
        data: { email, password },
        req: await createLocalReq({ context: {} }, req.payload),
      })
      const cookie = generatePayloadCookie({
        collectionAuthConfig: collection.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: signedIn.token ?? '',
      })
      const { sessions: _sessions, ...user } = signedIn.user as Record<string, unknown>
      return Response.json(
        {
          message: req.t('general:successfullyCreated', { label: email }),
          user,
          exp: signedIn.exp,
        },
        { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } },
      )
    },
  }
}
