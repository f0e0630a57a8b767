/**
 * The contract of the `api-keys` plugin's two halves (docs/behaviour.md §19, SECURITY.md 'API keys'):
 * a user's key is sent in Payload's own header, `Authorization: {collection} API-Key {key}`, so
 * `@payloadcms/sdk` and any Payload client work unchanged. The key is shown once, when made; the
 * server keeps only its keyed hash.
 */

export const API_KEYS_SLUG = 'api-keys'

/** Payload's scheme word in `Authorization: users API-Key …`. */
export const API_KEY_SCHEME = 'API-Key'

/** The whole `Authorization` header value a client sends with `key`. */
export const apiKeyHeader = (collection: string, key: string) =>
  `${collection} ${API_KEY_SCHEME} ${key}`

/**
 * `POST {api}/{users}/:id/api-key` makes the key (or a new one in place of the old, which stops
 * working at once) and answers `ApiKeyCreated`; `DELETE` revokes it and answers `{ message }`.
 * Only the user themself or an admin, only with a session (never with an API key).
 */
export const apiKeyEndpoint = (id: string | number) => `/${encodeURIComponent(String(id))}/api-key`

/**
 * Fields of the user document, read by the user themself and admins (null: no key / never used).
 * Nobody writes them through the API.
 */
export const API_KEY_FIELDS = {
  createdAt: 'apiKeyCreatedAt',
  lastUsedAt: 'apiKeyLastUsedAt',
} as const

export interface ApiKeyState {
  apiKeyCreatedAt?: string | null
  apiKeyLastUsedAt?: string | null
}

export interface ApiKeyCreated {
  /** The key itself: shown this once, never readable again. */
  apiKey: string
  /** The header to send, e.g. `users API-Key folio_…`. */
  header: string
  apiKeyCreatedAt: string
}

/** A key is `folio_` and 32 random bytes in base64url (43 characters). */
export const API_KEY_PREFIX = 'folio_'
export const API_KEY_LENGTH = API_KEY_PREFIX.length + 43
