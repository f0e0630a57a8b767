import { Locked, type CollectionConfig, type PayloadRequest } from 'payload'
import { PASSWORD_WRITE_CONTEXT_KEY } from '../../auth/shared'
import { noteDocumentRefusal } from '../../../server/kit/document-refusals'
import { lockKey } from '../shared'
import { isLockedByOther } from './lock-store'
import { lockingMessage } from './translations'

/**
 * A lock on a user's account never keeps that user from changing their own password: the flows
 * that may set one (change-password) mark the request as the auth plugin's rule for password
 * writes does. (The update's data cannot tell: by its first hook Payload has filled in every field.)
 */
function isOwnPasswordChange(
  collection: CollectionConfig,
  id: string | number,
  req: PayloadRequest,
): boolean {
  return (
    req.context[PASSWORD_WRITE_CONTEXT_KEY] === true &&
    Boolean(collection.auth) &&
    req.user?.collection === collection.slug &&
    String(id) === String(req.user.id)
  )
}

/** Refuses the write (423) when another user holds the document's lock, noted for a bulk answer's status. */
async function assertDocumentFree(
  req: PayloadRequest,
  collection: CollectionConfig,
  id: string | number,
  durationS: number,
): Promise<void> {
  const key = lockKey({ collection: collection.slug, id: String(id) })
  if (!(await isLockedByOther(req, key, durationS))) return
  const refusal = new Locked(lockingMessage(req, 'documentLocked'))
  noteDocumentRefusal(collection.slug, id, refusal.status)
  throw refusal
}

/**
 * The lock check on every write to one document of `collection`, however it was addressed: Payload
 * runs these hooks once per document for a write by id, a bulk write by `where`, a version's
 * restore (update) and a delete, so a refusal is that document's 423 (in a bulk answer, its entry
 * in `errors`; the answer is 423 when every refusal in it is a lock) while the other documents
 * proceed. `beforeValidate` is the first per-document hook of an update and a restore, before any
 * upload is written; they come before the collection's own.
 */
export function withDocumentLockHooks(
  collection: CollectionConfig,
  durationS: number,
): CollectionConfig['hooks'] {
  return {
    ...collection.hooks,
    beforeValidate: [
      async ({ data, operation, originalDoc, req }) => {
        const id = (originalDoc as { id?: string | number } | undefined)?.id
        if (operation === 'update' && id !== undefined && !isOwnPasswordChange(collection, id, req))
          await assertDocumentFree(req, collection, id, durationS)
        return data
      },
      ...(collection.hooks?.beforeValidate ?? []),
    ],
    beforeDelete: [
      async ({ id, req }) => {
        await assertDocumentFree(req, collection, id, durationS)
      },
      ...(collection.hooks?.beforeDelete ?? []),
    ],
  }
}
