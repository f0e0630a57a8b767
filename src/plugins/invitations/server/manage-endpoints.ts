import { routeRow, storedRow } from '../../../server/kit/route-row'
import { invitationMessage } from './translations'
import { randomBytes } from 'node:crypto'
import {
  addDataAndFileToRequest,
  APIError,
  Forbidden,
  type Endpoint,
  type Field,
  type PayloadRequest,
} from 'payload'
import {
  emailLanguage,
  USER_LANGUAGE_FIELD,
  isEmailLanguage,
  type EmailLanguage,
} from '../../email/server'
import { sendInvitationEmail } from './invitation-email'
import { adminPaths } from '../../../shared/routes'
import { invitationEndpoints } from '../shared'
import type { InvitationRow } from './fields'
import { invitationState, isPending, issueInvitation, restoreInvitation } from './invitation-store'

export interface ManageDeps {
  slug: string
  expirationMs: number
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** Who may create users may invite them (admins in the demo): the collection's own create rule. */
async function assertMayInvite(req: PayloadRequest, slug: string): Promise<void> {
  const access = req.payload.collections[slug]?.config.access.create
  if (!req.user || !access || !(await access({ req }))) throw new Forbidden(req.t)
}

/** The role's label in the invitee's language, from the user collection's `role` select. */
function roleLabel(
  req: PayloadRequest,
  slug: string,
  role: unknown,
  language: EmailLanguage,
): string {
  const field = req.payload.collections[slug]?.config.fields.find(
    (f: Field) => 'name' in f && f.name === 'role',
  )
  const option =
    field && 'options' in field
      ? field.options.find((o) => (typeof o === 'string' ? o : o.value) === role)
      : undefined
  const label: unknown = option && typeof option === 'object' ? option.label : role
  if (label && typeof label === 'object')
    return String(
      (label as Record<string, unknown>)[language] ?? (label as Record<string, unknown>).en ?? role,
    )
  return String(label ?? '')
}

const hasField = (req: PayloadRequest, slug: string, name: string) =>
  Boolean(
    req.payload.collections[slug]?.config.fields.some((f: Field) => 'name' in f && f.name === name),
  )

function inviterOf(req: PayloadRequest): string | undefined {
  const user = req.user as { name?: unknown; email?: unknown } | null
  return textOf(user?.name) ?? textOf(user?.email)
}

/** A password nobody knows, for Payload's create; its hash is removed right after. */
const placeholderPassword = () => `${randomBytes(24).toString('base64url')}aA1!`

async function send(
  req: PayloadRequest,
  deps: ManageDeps,
  row: InvitationRow,
  language: EmailLanguage,
): Promise<void> {
  const { token, expiresAt } = await issueInvitation({
    req,
    slug: deps.slug,
    id: row.id,
    language,
    expirationMs: deps.expirationMs,
  })
  await sendInvitationEmail({
    req,
    to: String(row.email),
    language,
    acceptPath: adminPaths.acceptInvitation,
    token,
    expiresAt,
    role: roleLabel(req, deps.slug, row.role, language),
    inviter: inviterOf(req),
  })
}

function emailFailed(req: PayloadRequest, err: unknown) {
  req.payload.logger.error({ err, msg: 'The invitation email could not be sent.' })
  return new APIError(invitationMessage(req, 'invitationEmailFailed'), 502, undefined, true)
}

/**
 * Creates a pending user without a password and emails the link. `overrideAccess: false` creates
 * the user as the request's user (the invite endpoint: the collection's and the fields' access
 * rules apply, only admins give roles); the seed passes true. When the email cannot be sent the
 * user is removed again.
 */
export async function createInvitation(args: {
  req: PayloadRequest
  deps: ManageDeps
  invitee: { email: unknown; role?: unknown; name?: unknown }
  language: EmailLanguage
  overrideAccess: boolean
}): Promise<{ doc: Record<string, unknown>; row: InvitationRow }> {
  const { req, deps, invitee, language } = args
  const data: Record<string, unknown> = {
    email: typeof invitee.email === 'string' ? invitee.email.trim() : invitee.email,
    password: placeholderPassword(),
  }
  if (textOf(invitee.role)) data.role = textOf(invitee.role)
  if (textOf(invitee.name)) data.name = textOf(invitee.name)
  // Later emails to the user (a reset, a lock) are written in the invitation's language too.
  if (hasField(req, deps.slug, USER_LANGUAGE_FIELD)) data[USER_LANGUAGE_FIELD] = language
  const doc = await req.payload.create({
    collection: deps.slug,
    data: data,
    req,
    overrideAccess: args.overrideAccess,
    user: req.user,
    depth: 0,
  })
  const row = { ...(doc as unknown as InvitationRow) }
  try {
    await send(req, deps, row, language)
  } catch (err) {
    await req.payload.delete({
      collection: deps.slug,
      id: row.id,
      req,
      overrideAccess: true,
    })
    throw emailFailed(req, err)
  }
  return {
    doc: doc as unknown as Record<string, unknown>,
    row: (await storedRow<InvitationRow>(req, deps.slug, row.id)) ?? row,
  }
}

/** `POST /invite` { email, role?, name?, language? } for who may create users: `createInvitation` as the caller. */
export function inviteEndpoint(deps: ManageDeps): Endpoint {
  return {
    path: invitationEndpoints.invite,
    method: 'post',
    handler: async (req) => {
      await assertMayInvite(req, deps.slug)
      await addDataAndFileToRequest(req)
      const body = (req.data ?? {}) as Record<string, unknown>
      const language = isEmailLanguage(body.language) ? body.language : emailLanguage(req)
      const { doc, row } = await createInvitation({
        req,
        deps,
        invitee: { email: body.email, role: body.role, name: body.name },
        language,
        overrideAccess: false,
      })
      return Response.json(
        {
          doc,
          invitation: invitationState(row),
          message: req.t('general:successfullyCreated', { label: String(row.email) }),
        },
        { status: 201 },
      )
    },
  }
}

async function pendingTarget(req: PayloadRequest, deps: ManageDeps): Promise<InvitationRow> {
  await assertMayInvite(req, deps.slug)
  return routeRow<InvitationRow>(req, deps.slug)
}

/**
 * `/:id/invitation` for who may invite: GET where it stands; POST sends a new link (the old one
 * stops working; if the email fails, the old link stays); DELETE revokes a pending invitation by
 * removing the user, who never had a password.
 */
export function manageEndpoints(deps: ManageDeps): Endpoint[] {
  const path = '/:id/invitation'
  return [
    {
      path,
      method: 'get',
      handler: async (req) => Response.json(invitationState(await pendingTarget(req, deps))),
    },
    {
      path,
      method: 'post',
      handler: async (req) => {
        const row = await pendingTarget(req, deps)
        if (!isPending(row))
          throw new APIError(invitationMessage(req, 'invitationNotPending'), 409, undefined, true)
        const stored = row.invitation?.language
        const language = isEmailLanguage(stored) ? stored : emailLanguage(req)
        try {
          await send(req, deps, row, language)
        } catch (err) {
          await restoreInvitation(req, deps.slug, row)
          throw emailFailed(req, err)
        }
        const fresh = await storedRow<InvitationRow>(req, deps.slug, row.id)
        return Response.json({
          invitation: fresh ? invitationState(fresh) : null,
          message: req.t('general:updatedSuccessfully'),
        })
      },
    },
    {
      path,
      method: 'delete',
      handler: async (req) => {
        const row = await pendingTarget(req, deps)
        if (!isPending(row))
          throw new APIError(invitationMessage(req, 'invitationNotPending'), 409, undefined, true)
        await req.payload.delete({
          collection: deps.slug,
          id: row.id,
          req,
          overrideAccess: false,
          user: req.user,
        })
        return Response.json({ message: req.t('general:deletedSuccessfully') })
      },
    },
  ]
}
