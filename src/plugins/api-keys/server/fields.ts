import type { Field, FieldAccess } from 'payload'
import { API_KEY_FIELDS } from '../shared'

/** The stored hash: never answered, queried or written through the API (only the plugin's endpoints write it). */
export const API_KEY_HASH_FIELD = 'apiKeyHash'

const nobody = () => false

export interface ApiKeyRow extends Record<string, unknown> {
  id: string | number
  email?: string
  [API_KEY_HASH_FIELD]?: string | null
  apiKeyCreatedAt?: string | Date | null
  apiKeyLastUsedAt?: string | Date | null
}

/** The key's hash, and when it was made and last used (read by the user themself and who manages keys). */
export function apiKeyFields(canManageKeys: (user: unknown) => boolean): Field[] {
  const selfOrManager: FieldAccess = ({ req, doc }) =>
    Boolean(req.user) &&
    (canManageKeys(req.user) ||
      (doc !== undefined && String((doc as { id?: unknown }).id) === String(req.user?.id)))
  const date = (name: string): Field => ({
    name,
    type: 'date',
    access: { read: selfOrManager, create: nobody, update: nobody },
    admin: { hidden: true, readOnly: true },
  })
  return [
    {
      name: API_KEY_HASH_FIELD,
      type: 'text',
      index: true,
      hidden: true,
      access: { read: nobody, create: nobody, update: nobody },
    },
    date(API_KEY_FIELDS.createdAt),
    date(API_KEY_FIELDS.lastUsedAt),
  ]
}
