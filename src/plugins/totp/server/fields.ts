import type { CollectionConfig, Field, FieldHook, PayloadRequest } from 'payload'
import type { TotpConfigOfUser, TrustedDevice } from '../shared'

export const DEVICES_SLUG = 'payload-folio-totp-devices'

/** The stored second-factor columns of a user row (server state: nobody reads them over the API). */
export interface TotpRow extends Record<string, unknown> {
  id: string | number
  email?: unknown
  totpEnabled?: boolean | null
  /** Sealed (AES-GCM); set by setup, in use once enabled. */
  totpSecret?: string | null
  /** The time step of the last code taken: a code of that step or an earlier one is refused. */
  totpLastStep?: number | null
}

export interface DeviceRow {
  id: string | number
  user: string | number | { id: string | number }
  tokenHash: string
  browser?: string | null
  os?: string | null
  lastUsedAt?: string | null
  expiresAt: string
}

const closed = { read: () => false, create: () => false, update: () => false }

/**
 * Read with access overridden only (the session check, the plugin's endpoints): never in an answer.
 * Not `hidden`, which would take them out of the session check's own read.
 */
const storedFields: Field[] = [
  {
    name: 'totpEnabled',
    type: 'checkbox',
    defaultValue: false,
    access: closed,
    admin: { hidden: true },
  },
  { name: 'totpSecret', type: 'text', access: closed, admin: { hidden: true } },
  { name: 'totpLastStep', type: 'number', access: closed, admin: { hidden: true } },
]

const userIdOf = (user: DeviceRow['user']) => (typeof user === 'object' ? user.id : user)

/** The user's own trusted devices, newest use first (never the token hash). */
export async function trustedDevicesOf(
  req: PayloadRequest,
  userId: string | number,
): Promise<TrustedDevice[]> {
  const { docs } = await req.payload.db.find<DeviceRow>({
    collection: DEVICES_SLUG,
    where: { user: { equals: userId }, expiresAt: { greater_than: new Date().toISOString() } },
    sort: '-lastUsedAt',
    limit: 100,
    req,
  })
  return docs.map((d) => ({
    id: String(d.id),
    browser: d.browser ?? '',
    os: d.os ?? '',
    lastUsedAt: d.lastUsedAt ?? '',
  }))
}

/**
 * `totpConfig` as the account page and admins see it, made on read (no column): whether TOTP is
 * on, whether the user must still enroll, and, on one's own account only, the trusted devices.
 */
export interface TotpFieldDeps {
  requiresTotp: (user: Record<string, unknown>) => boolean
  canManageUsers: (user: unknown) => boolean
}

function totpConfigField({ requiresTotp, canManageUsers }: TotpFieldDeps): Field {
  const afterRead: FieldHook = async ({ data, req }) => {
    const row = (data ?? {}) as TotpRow
    const enabled = row.totpEnabled === true
    const config: TotpConfigOfUser = { enabled, pendingEnrollment: !enabled && requiresTotp(row) }
    if (req.user && row.id !== undefined && String(req.user.id) === String(row.id))
      config.trustedDevices = await trustedDevicesOf(req, row.id)
    return config
  }
  return {
    name: 'totpConfig',
    type: 'json',
    virtual: true,
    admin: { hidden: true },
    access: {
      read: ({ req, doc }) =>
        Boolean(req.user) && (String(req.user?.id) === String(doc?.id) || canManageUsers(req.user)),
      create: () => false,
      update: () => false,
    },
    hooks: { afterRead: [afterRead] },
  }
}

/** A user's session carries when it passed the second factor (absent: the password only). */
export const SECOND_FACTOR_AT = 'secondFactorAt'

/** Adds `secondFactorAt` to the rows of the collection's `sessions` field (the sessions plugin's). */
function withSecondFactorOnSessions(fields: Field[]): Field[] {
  const at = fields.findIndex((f) => 'name' in f && f.name === 'sessions' && f.type === 'array')
  if (at === -1)
    throw new Error(
      'totpPlugin: the user collection has no sessions field (add the sessions plugin first).',
    )
  const sessions = fields[at] as Extract<Field, { type: 'array' }>
  const next = [...fields]
  next[at] = { ...sessions, fields: [...sessions.fields, { name: SECOND_FACTOR_AT, type: 'date' }] }
  return next
}

export function withTotpFields(
  collection: CollectionConfig,
  deps: TotpFieldDeps,
): CollectionConfig {
  return {
    ...collection,
    fields: [
      ...withSecondFactorOnSessions(collection.fields),
      ...storedFields,
      totpConfigField(deps),
    ],
  }
}

export const RECOVERY_SLUG = 'payload-folio-totp-recovery-codes'

/** One row per unused recovery code, kept as its HMAC; using a code deletes its row. */
export function recoveryCodesCollection(userSlug: string): CollectionConfig {
  return {
    slug: RECOVERY_SLUG,
    admin: { hidden: true },
    lockDocuments: false,
    access: { read: () => false, create: () => false, update: () => false, delete: () => false },
    fields: [
      // Not required: deleting the user empties it (set null) and the user's hooks delete the row.
      { name: 'user', type: 'relationship', relationTo: userSlug, index: true },
      { name: 'codeHash', type: 'text', required: true },
    ],
  }
}

/** One row per trusted browser: only the HMAC of its cookie's token is kept. */
export function devicesCollection(userSlug: string): CollectionConfig {
  return {
    slug: DEVICES_SLUG,
    admin: { hidden: true },
    lockDocuments: false,
    access: { read: () => false, create: () => false, update: () => false, delete: () => false },
    fields: [
      // Not required: deleting the user empties it (set null) and the user's hooks delete the row.
      { name: 'user', type: 'relationship', relationTo: userSlug, index: true },
      { name: 'tokenHash', type: 'text', required: true },
      { name: 'browser', type: 'text' },
      { name: 'os', type: 'text' },
      { name: 'lastUsedAt', type: 'date' },
      { name: 'expiresAt', type: 'date', required: true },
    ],
  }
}

export { userIdOf }
