import { API_KEY_FIELDS, type ApiKeyState } from '../shared'

const isDateOrNull = (value: unknown) => value === null || typeof value === 'string'

/**
 * The user's key state, when the user document carries it: the server half is there and the
 * viewer may read it (the user themself and who manages keys). Undefined otherwise.
 */
export function apiKeyStateOf(doc: Record<string, unknown> | undefined): ApiKeyState | undefined {
  if (!doc) return undefined
  const createdAt = doc[API_KEY_FIELDS.createdAt]
  const lastUsedAt = doc[API_KEY_FIELDS.lastUsedAt]
  if (!isDateOrNull(createdAt) || !isDateOrNull(lastUsedAt)) return undefined
  return {
    apiKeyCreatedAt: (createdAt as string | null) || null,
    apiKeyLastUsedAt: (lastUsedAt as string | null) || null,
  }
}

/** Whether the state says a key exists (it has a creation time). */
export const hasApiKey = (state: ApiKeyState | undefined) => Boolean(state?.apiKeyCreatedAt)
