import type { ClientField } from '../../../shared/client-config'
import { defineCondition } from '../../../shared/conditions'

/** The user field that says whether an account is an invitation still waiting, or accepted. */
export const INVITATION_STATUS_FIELD = 'invitationStatus'
export const INVITATION_STATUSES = ['pending', 'accepted'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

/** The status field shows only on users who were invited (on others it would be empty). */
export const wasInvited = defineCondition(
  'invitations:wasInvited',
  (data) => typeof data[INVITATION_STATUS_FIELD] === 'string',
)

/** How long an invitation link works unless the plugin is told otherwise. */
export const DEFAULT_INVITATION_EXPIRATION_MS = 7 * 24 * 60 * 60 * 1000

/** The endpoints under the user collection (`{api}/{users}…`). */
export const invitationEndpoints = {
  /** POST { email, role?, name?, language? } (who may create users): a pending user and the email. */
  invite: '/invite',
  /** GET ?token= (anyone holding a valid link): whom it invites and the fields to fill in. */
  preview: '/invitation',
  /** POST { token, password, …fields }: sets the password, signs the new user in (docs/behaviour.md §7). */
  accept: '/accept-invitation',
  /** GET the state, POST resend (a new link), DELETE revoke (removes the pending user). */
  manage: (id: string | number) => `/${encodeURIComponent(String(id))}/invitation`,
}

/** `GET /invitation?token=`: the invited address and the user fields the invitee fills in. */
export interface InvitationPreview {
  /** The pending user (the accept form's server checks are about this document). */
  id: string | number
  email: string
  fields: ClientField[]
  /** What the admin already filled in (the name), by field path. */
  data: Record<string, unknown>
  /** The invitation's language (the email's); the view speaks it unless the person chose one. */
  language: string | null
}

/** `GET /:id/invitation` (who may invite): where a pending invitation stands. */
export interface InvitationState {
  status: InvitationStatus | null
  /** ISO times of the last email and of the link's end; null once accepted. */
  sentAt: string | null
  expiresAt: string | null
  isExpired: boolean
  language: string | null
}

/** The body of `POST /invite`. */
export interface InviteRequest {
  email: string
  role?: string
  name?: string
  /** The language of the email (and of the invitee's first sign-in); the inviter's by default. */
  language?: string
}

/** A user who was invited and has not accepted yet (and so has no password). */
export function isPendingInvitation(doc: Record<string, unknown> | undefined): boolean {
  return doc?.[INVITATION_STATUS_FIELD] === 'pending'
}
