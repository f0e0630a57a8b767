import type { CollectionConfig, Config, Plugin } from 'payload'
import { folioPlugin } from '../../../server/kit/folio-plugin'
import type { LimitRule } from '../../../server/kit/failure-limiter'
import { withRequestGuard } from '../../../server/kit/request-guards'
import { API_KEYS_SLUG } from '../shared'
import { apiKeyEndpoints } from './endpoints'
import { apiKeyFields } from './fields'
import { apiKeyStrategy } from './strategy'
import { apiKeyTranslations } from './translations'
import { WrongKeyLimit } from './wrong-key-limit'
import { memoryState, sharedStateOf } from '../../../server/kit/shared-state'

export interface ApiKeysOptions {
  /** Who may make and revoke other users' keys (admins); everyone manages their own. */
  canManageKeys: (user: unknown) => boolean
  /** Wrong keys per client address: slowed, then refused (429) until the window has room. */
  wrongKeysByAddress?: Partial<LimitRule>
  /** The first slowed request waits this long, each further one twice as long (0: no slowing). */
  baseDelayMs?: number
}

const FIFTEEN_MINUTES = 15 * 60 * 1000
/** As wrong passwords per address (the lockout plugin's defaults). */
export const WRONG_KEY_DEFAULTS = {
  rule: { slowAfter: 10, refuseAfter: 50, windowMs: FIFTEEN_MINUTES },
  baseDelayMs: 250,
  maxDelayMs: 4000,
} as const

/**
 * API keys for the admin user collection (docs/behaviour.md §19, SECURITY.md 'API keys'): one key
 * per user, made or replaced and revoked by the user or an admin (`POST`/`DELETE /:id/api-key`),
 * sent in Payload's header `Authorization: users API-Key …`, kept only as a keyed hash. A request
 * with a key acts as its owner; a held account's key does nothing; wrong keys are limited per
 * client address. Making a key emails its owner.
 */
export const apiKeysPlugin = (options: ApiKeysOptions): Plugin =>
  folioPlugin({ name: API_KEYS_SLUG, requires: ['email'] }, (config: Config): Config => {
    const slug = config.admin?.user ?? 'users'
    const limit = new WrongKeyLimit(
      sharedStateOf(config.custom) ?? memoryState(),
      { ...WRONG_KEY_DEFAULTS.rule, ...options.wrongKeysByAddress },
      {
        baseDelayMs: options.baseDelayMs ?? WRONG_KEY_DEFAULTS.baseDelayMs,
        maxDelayMs: WRONG_KEY_DEFAULTS.maxDelayMs,
      },
    )
    const collections = (config.collections ?? []).map((c): CollectionConfig => {
      if (c.slug !== slug || !c.auth) return c
      const auth = c.auth === true ? {} : c.auth
      return {
        ...c,
        auth: { ...auth, strategies: [...(auth.strategies ?? []), apiKeyStrategy(slug, limit)] },
        fields: [...c.fields, ...apiKeyFields(options.canManageKeys)],
        endpoints: [
          ...(Array.isArray(c.endpoints) ? c.endpoints : []),
          ...apiKeyEndpoints({ slug, canManageKeys: options.canManageKeys }),
        ],
      }
    })
    return {
      ...config,
      collections,
      custom: withRequestGuard(config.custom, limit.guard(slug)),
      i18n: { ...config.i18n, translations: apiKeyTranslations(config.i18n) },
    }
  })
