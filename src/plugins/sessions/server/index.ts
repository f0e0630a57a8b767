import type { CollectionAfterReadHook, CollectionConfig, Config, Field, Plugin } from 'payload'

/**
 * Merged by Payload into its own `sessions` field: the list of a user's session ids is server
 * state, read by Payload's session checks with access overridden, never answered to anyone, not
 * even the user themself or an admin (Payload lets a user read their own), nor queryable.
 * (`hidden` would remove it from the session checks' own reads too.)
 */
const hiddenSessionsField: Field = { name: 'sessions', type: 'array', access: { read: () => false, create: () => false, update: () => false }, fields: [] }

/** Payload answers an unreadable array as `[]`; the key goes too. */
const dropSessionsKey: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (!overrideAccess && doc && typeof doc === 'object') delete (doc as Record<string, unknown>).sessions
  return doc
}

function usesSessions(collection: CollectionConfig): boolean {
  if (!collection.auth) return false
  return collection.auth === true || (collection.auth.useSessions ?? true) !== false
}

function withSessionRules(collection: CollectionConfig): CollectionConfig {
  if (!usesSessions(collection)) return collection
  return {
    ...collection,
    fields: [...collection.fields, hiddenSessionsField],
    hooks: {
      ...collection.hooks,
      afterRead: [...(collection.hooks?.afterRead ?? []), dropSessionsKey],
    },
  }
}

/** Sessions of every auth collection that uses them (Payload's `useSessions`): never in any answer. */
export const sessionsPlugin =
  (): Plugin =>
  (config: Config): Config => ({ ...config, collections: (config.collections ?? []).map(withSessionRules) })
