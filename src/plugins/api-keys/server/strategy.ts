import type { AuthStrategy, Payload } from 'payload'
import { afterAnswer } from '../../../server/kit/after-answer'
import { isAccountOnHold } from '../../../server/kit/account-standing'
import { API_KEY_FIELDS } from '../shared'
import { API_KEY_HASH_FIELD, type ApiKeyRow } from './fields'
import { apiKeyHash, keyOfHeader } from './key-material'
import { addressOf, type WrongKeyLimit } from './wrong-key-limit'

/** The name Payload's own API-key strategy gives `req.user._strategy`. */
export const API_KEY_STRATEGY = 'api-key'

/** `apiKeyLastUsedAt` is written at most this often per key (a read-heavy script writes nothing more). */
const LAST_USED_STEP_MS = 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const timeOf = (value: unknown) =>
  value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : Number.NaN

function noteUse(payload: Payload, slug: string, row: ApiKeyRow): void {
  const now = Date.now()
  const last = timeOf(row[API_KEY_FIELDS.lastUsedAt])
  if (!Number.isNaN(last) && now - last < LAST_USED_STEP_MS) return
  afterAnswer(payload, 'Noting when an API key was last used failed.', async () => {
    await payload.db.updateOne({
      collection: slug,
      id: row.id,
      // A null updatedAt leaves it unchanged: a script's use is not a save of the user.
      data: { [API_KEY_FIELDS.lastUsedAt]: new Date(now).toISOString(), updatedAt: null },
      returning: false,
    })
  })
}

/**
 * `Authorization: {slug} API-Key {key}` as Payload's own strategy reads it, against the key's
 * keyed hash: the owner as `req.user` with their role and nothing more, unless a plugin holds the
 * account (locked, invitation pending). A wrong key counts against the client's address.
 */
export function apiKeyStrategy(slug: string, limit: WrongKeyLimit): AuthStrategy {
  return {
    name: API_KEY_STRATEGY,
    authenticate: async ({ headers, payload, isGraphQL }) => {
      const key = keyOfHeader(headers.get('authorization'), slug)
      if (key === undefined) return { user: null }
      const address = addressOf(headers)
      const verdict = await limit.check(address)
      if (verdict.kind === 'refuse') return { user: null }
      if (verdict.delayMs > 0) await sleep(verdict.delayMs)
      const row =
        key === null
          ? null
          : await payload.db.findOne<ApiKeyRow>({
              collection: slug,
              where: { [API_KEY_HASH_FIELD]: { equals: apiKeyHash(payload.secret, key) } },
            })
      if (!row) {
        await limit.fail(address)
        return { user: null }
      }
      const collection = payload.collections[slug]!.config
      if (isAccountOnHold(collection, row)) return { user: null }
      const user = await payload.findByID({
        collection: slug,
        id: row.id,
        depth: isGraphQL ? 0 : collection.auth.depth,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!user) return { user: null }
      noteUse(payload, slug, row)
      return {
        user: { ...user, collection: slug, _strategy: API_KEY_STRATEGY } as never,
      }
    },
  }
}
