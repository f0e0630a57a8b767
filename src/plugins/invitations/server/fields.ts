import type { Field } from 'payload'
import { INVITATION_STATUS_FIELD, INVITATION_STATUSES, wasInvited } from '../shared'
import { label } from './labels'

const nobody = () => false

const statusLabels = {
  pending: label('pending'),
  accepted: label('accepted'),
} as const

/**
 * The invitation on a user: a visible, read-only status (a list column and filter) and a hidden
 * group with the link's HMAC, its end, when it was sent and the invitee's language. Only the
 * plugin writes them, through the database adapter.
 */
export const invitationFields: Field[] = [
  {
    name: INVITATION_STATUS_FIELD,
    type: 'select',
    label: label('invitation'),
    options: INVITATION_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
    index: true,
    access: { create: nobody, update: nobody },
    admin: { readOnly: true, position: 'sidebar', condition: wasInvited },
  },
  {
    name: 'invitation',
    type: 'group',
    hidden: true,
    access: { create: nobody, update: nobody },
    fields: [
      { name: 'tokenHash', type: 'text', index: true },
      { name: 'expiresAt', type: 'date' },
      { name: 'sentAt', type: 'date' },
      { name: 'language', type: 'text' },
    ],
  },
]

/** The database columns, as the adapter reads them into a row. */
export interface InvitationRow {
  id: string | number
  email?: unknown
  name?: unknown
  lockedByAdmin?: unknown
  [INVITATION_STATUS_FIELD]?: unknown
  invitation?: {
    tokenHash?: unknown
    expiresAt?: unknown
    sentAt?: unknown
    language?: unknown
  } | null
  [key: string]: unknown
}
