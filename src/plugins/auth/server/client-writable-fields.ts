import type { Field, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { fieldAffectsData, flattenTopLevelFields } from 'payload/shared'

/**
 * Payload's and Folio's internal auth state: never taken from a client's body, even when a plugin
 * forgets to hide one of them.
 */
const INTERNAL_FIELDS = new Set([
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'salt',
  'hash',
  'loginAttempts',
  'lockUntil',
  'sessions',
  '_verified',
  '_verificationToken',
  'lockedByAdmin',
  'invitation',
  'invitationStatus',
  'id',
  'createdAt',
  'updatedAt',
])

/** The credentials the operation itself needs, whatever the field list says about them. */
const CREDENTIALS = ['email', 'username', 'password']

function isClientEditable(field: Field): boolean {
  if (!fieldAffectsData(field) || INTERNAL_FIELDS.has(field.name)) return false
  if ('hidden' in field && field.hidden) return false
  const admin = (field.admin ?? {}) as { readOnly?: boolean; disabled?: boolean }
  return !admin.readOnly && !admin.disabled
}

/**
 * The part of a create body a client may set when an operation runs with access checks off
 * (first-register): the credentials and the collection's user-editable fields, i.e. not hidden,
 * not read-only or disabled, not internal auth state, and whose `create` access allows this
 * request. Everything else in the body is dropped.
 */
export async function clientWritableCreateData(args: {
  req: PayloadRequest
  collection: SanitizedCollectionConfig
  data: Record<string, unknown>
}): Promise<Record<string, unknown>> {
  const { req, collection, data } = args
  const out: Record<string, unknown> = {}
  for (const name of CREDENTIALS) if (typeof data[name] === 'string') out[name] = data[name]
  for (const field of flattenTopLevelFields(collection.fields) as Field[]) {
    if (
      !fieldAffectsData(field) ||
      !(field.name in data) ||
      field.name in out ||
      !isClientEditable(field)
    )
      continue
    const canCreate = field.access?.create
      ? await field.access.create({ req, data, siblingData: data })
      : true
    if (canCreate) out[field.name] = data[field.name]
  }
  return out
}
