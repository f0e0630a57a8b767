import {
  UnauthorizedError,
  type CollectionAfterReadHook,
  type CollectionConfig,
  type Config,
  type Field,
  type Plugin,
} from 'payload'
import { capRefresh, enforceOnStrategies } from './absolute-lifetime'
import { folioPlugin } from '../../../server/kit/folio-plugin'

export interface SessionsPluginOptions {
  /** How long a session lasts at most from sign-in, however often it is refreshed. Default: 30 days. */
  maxAgeMs?: number
}

export const DEFAULT_SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/**
 * Merged by Payload into its own `sessions` field: the list of a user's session ids is server
 * state, read by Payload's session checks with access overridden, never answered to anyone, not
 * even the user themself or an admin (Payload lets a user read their own), nor queryable.
 * (`hidden` would remove it from the session checks' own reads too.)
 */
const hiddenSessionsField: Field = {
  name: 'sessions',
  type: 'array',
  access: { read: () => false, create: () => false, update: () => false },
  fields: [],
}

/** Payload answers an unreadable array as `[]`; the key goes too. */
const dropSessionsKey: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (!overrideAccess && doc && typeof doc === 'object')
    delete (doc as Record<string, unknown>).sessions
  return doc
}

function usesSessions(collection: CollectionConfig): boolean {
  if (!collection.auth) return false
  return collection.auth === true || (collection.auth.useSessions ?? true) !== false
}

function withSessionRules(collection: CollectionConfig, maxAgeMs: number): CollectionConfig {
  if (!usesSessions(collection)) return collection
  return {
    ...collection,
    fields: [...collection.fields, hiddenSessionsField],
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        // Payload answers a refresh without a session 403; it is an authentication failure.
        ({ args, operation, req }) => {
          if (operation === 'refresh' && !req.user) throw new UnauthorizedError(req.t)
          return args
        },
        ...(collection.hooks?.beforeOperation ?? []),
      ],
      afterRead: [...(collection.hooks?.afterRead ?? []), dropSessionsKey],
      refresh: [capRefresh(maxAgeMs), ...(collection.hooks?.refresh ?? [])],
    },
  }
}

/**
 * Sessions of every auth collection that uses them (Payload's `useSessions`): never in any answer,
 * and an absolute lifetime besides Payload's idle one (`tokenExpiration`): a session older than
 * `maxAgeMs` is refused on every request and cannot be refreshed, and a refresh never extends one
 * past that end.
 */
export const sessionsPlugin = (options: SessionsPluginOptions = {}): Plugin =>
  folioPlugin({ name: 'sessions' }, (config: Config): Config => {
    const maxAgeMs = options.maxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS
    if (!(maxAgeMs > 0))
      throw new Error(`sessionsPlugin: maxAgeMs must be positive, got ${maxAgeMs}`)
    return {
      ...config,
      collections: (config.collections ?? []).map((c) => withSessionRules(c, maxAgeMs)),
      onInit: async (payload) => {
        enforceOnStrategies(payload, maxAgeMs)
        await config.onInit?.(payload)
      },
    }
  })
