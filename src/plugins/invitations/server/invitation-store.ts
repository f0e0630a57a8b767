import type { PayloadRequest } from 'payload'
import { hashToken, newLinkToken } from '../../../server/kit/token-hash'
import { INVITATION_STATUS_FIELD, type InvitationState } from '../shared'
import type { InvitationRow } from './fields'

const isoOf = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'string' && value !== '' ? new Date(value).toISOString() : null
}

export const isPending = (row: InvitationRow) => row[INVITATION_STATUS_FIELD] === 'pending'

/** Where a user's invitation stands, for admins. */
export function invitationState(row: InvitationRow): InvitationState {
  const status = row[INVITATION_STATUS_FIELD]
  const expiresAt = isoOf(row.invitation?.expiresAt)
  return {
    status: status === 'pending' || status === 'accepted' ? status : null,
    sentAt: isoOf(row.invitation?.sentAt),
    expiresAt,
    isExpired: expiresAt !== null && new Date(expiresAt).getTime() <= Date.now(),
    language: typeof row.invitation?.language === 'string' ? row.invitation.language : null,
  }
}

/**
 * A fresh link for a pending user: the token goes into the email, only its HMAC is stored, and it
 * replaces any earlier one (whose link stops working). The account has no password meanwhile.
 */
export async function issueInvitation(args: {
  req: PayloadRequest
  slug: string
  id: string | number
  language: string
  expirationMs: number
}) {
  const token = newLinkToken()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + args.expirationMs)
  const invitation = {
    tokenHash: hashToken(args.req.payload.secret, token),
    expiresAt: expiresAt.toISOString(),
    sentAt: now.toISOString(),
    language: args.language,
  }
  await args.req.payload.db.updateOne({
    collection: args.slug,
    id: args.id,
    data: { [INVITATION_STATUS_FIELD]: 'pending', invitation, hash: null, salt: null },
    req: args.req,
    returning: false,
  })
  return { token, expiresAt }
}

/** Puts an invitation's stored values back (a resend whose email failed keeps the old link). */
export async function restoreInvitation(
  req: PayloadRequest,
  slug: string,
  row: InvitationRow,
): Promise<void> {
  const invitation = row.invitation ?? {}
  await req.payload.db.updateOne({
    collection: slug,
    id: row.id,
    data: { invitation },
    req,
    returning: false,
  })
}

/** The pending user a link belongs to, while it works; null for an unknown, used or expired token. */
export async function findByToken(
  req: PayloadRequest,
  slug: string,
  token: unknown,
): Promise<InvitationRow | null> {
  if (typeof token !== 'string' || token === '' || token.length > 200) return null
  return req.payload.db.findOne<InvitationRow>({
    collection: slug,
    where: {
      and: [
        { 'invitation.tokenHash': { equals: hashToken(req.payload.secret, token) } },
        { [INVITATION_STATUS_FIELD]: { equals: 'pending' } },
        { 'invitation.expiresAt': { greater_than: new Date().toISOString() } },
      ],
    },
    req,
  })
}

/** The link is used: the user is an accepted one, any lock from wrong guesses meanwhile is gone. */
export async function consumeInvitation(
  req: PayloadRequest,
  slug: string,
  id: string | number,
): Promise<void> {
  await req.payload.db.updateOne({
    collection: slug,
    id,
    data: {
      [INVITATION_STATUS_FIELD]: 'accepted',
      invitation: { tokenHash: null, expiresAt: null },
      loginAttempts: 0,
      lockUntil: null,
    },
    req,
    returning: false,
  })
}
