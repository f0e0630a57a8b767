import {
  createLocalReq,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type Payload,
  type Plugin,
} from 'payload'
import type { EmailLanguage } from '../../email/server'
import { FORM_STATE_GRANT_KEY, type FormStateGrant } from '../../../shared/form-state'
import { withAccountHold } from '../../../server/kit/account-standing'
import { DEFAULT_INVITATION_EXPIRATION_MS, INVITATION_STATUS_FIELD } from '../shared'
import { acceptEndpoint, previewEndpoint } from './accept-endpoints'
import { invitationFields, type InvitationRow } from './fields'
import { findByToken } from './invitation-store'
import { createInvitation, inviteEndpoint, manageEndpoints } from './manage-endpoints'
import { invitationTranslations } from './translations'
import { folioPlugin } from '../../../server/kit/folio-plugin'

export interface InvitationsOptions {
  /** How long a link works (default 7 days). */
  expirationMs?: number
  /** Whether an admin has locked the account (default: a truthy `lockedByAdmin`); such a link does not work. */
  isLockedByAdmin?: (row: InvitationRow) => boolean
}

/** Where the plugin keeps its settings on the user collection, for server code such as the seed. */
const SETTINGS_KEY = 'folioInvitations'

/** A pending user has no password: forgot-password sends them nothing (the answer stays the same). */
function noResetEmailWhilePending(slug: string): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'forgotPassword') return args
    const email = (args as { data?: { email?: unknown } }).data?.email
    if (typeof email !== 'string' || email === '') return args
    const row = await req.payload.db.findOne<InvitationRow>({
      collection: slug,
      where: { email: { equals: email.toLowerCase().trim() } },
      req,
    })
    return row?.[INVITATION_STATUS_FIELD] === 'pending' ? { ...args, disableEmail: true } : args
  }
}

/**
 * Invitations for the admin user collection (docs/behaviour.md §2 'Accept-invitation form', §7): who may create
 * users invites by email and role; the user is pending, without a password, until they open the
 * single-use link (stored only as an HMAC, expiring) and choose a password. Invitations can be
 * sent again or revoked; the users list shows the status.
 */
export const invitationsPlugin = (options: InvitationsOptions = {}): Plugin =>
  folioPlugin(
    { name: 'invitations', requires: ['email', 'lockout', 'password-policy'] },
    (config: Config) => {
      const slug = config.admin?.user ?? 'users'
      const expirationMs = options.expirationMs ?? DEFAULT_INVITATION_EXPIRATION_MS
      const isLockedByAdmin =
        options.isLockedByAdmin ?? ((row: InvitationRow) => row.lockedByAdmin === true)
      const acceptDeps = { slug, isLockedByAdmin }
      // The accept form's server checks (form-state) are answered to whoever holds the user's working link.
      const grant: FormStateGrant = async (req, body) => {
        if (body.operation !== 'update' || body.id === undefined) return false
        const row = await findByToken(req, slug, body.grant)
        return row !== null && String(row.id) === String(body.id)
      }
      const collections = (config.collections ?? []).map((c): CollectionConfig => {
        if (c.slug !== slug || !c.auth) return c
        const hooks = c.hooks ?? {}
        // A pending account acts for nobody until its invitation is accepted (an API key, too).
        const held = withAccountHold(c, (row) => row[INVITATION_STATUS_FIELD] === 'pending')
        return {
          ...held,
          custom: {
            ...held.custom,
            [FORM_STATE_GRANT_KEY]: grant,
            [SETTINGS_KEY]: { expirationMs },
          },
          fields: [...c.fields, ...invitationFields],
          endpoints: [
            ...(Array.isArray(c.endpoints) ? c.endpoints : []),
            inviteEndpoint({ slug, expirationMs }),
            ...manageEndpoints({ slug, expirationMs }),
            previewEndpoint(acceptDeps),
            acceptEndpoint(acceptDeps),
          ],
          hooks: {
            ...hooks,
            beforeOperation: [noResetEmailWhilePending(slug), ...(hooks.beforeOperation ?? [])],
          },
        }
      })
      return {
        ...config,
        collections,
        i18n: { ...config.i18n, translations: invitationTranslations(config.i18n) },
      }
    },
  )

/** Invites someone from server code (the seed), with no inviter and no access rules: the same pending user and email. */
export async function inviteAsSystem(
  payload: Payload,
  invitee: { email: string; role?: string; name?: string; language: EmailLanguage },
): Promise<void> {
  const slug = payload.config.admin.user
  const settings = payload.collections[slug]?.config.custom?.[SETTINGS_KEY] as
    { expirationMs: number } | undefined
  if (!settings) throw new Error('The invitations plugin is not installed on the user collection.')
  const req = await createLocalReq({}, payload)
  await createInvitation({
    req,
    deps: { slug, expirationMs: settings.expirationMs },
    invitee,
    language: invitee.language,
    overrideAccess: true,
  })
}
