import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'
import { lockRows } from '../../server/kit/row-lock'
import { hasRole } from '../access/roles'
import { contentMessage } from '../messages'

/** What the write operations' arguments say about where they write. */
interface WriteArgs {
  id?: number | string
  where?: Where
  draft?: unknown
  data?: { _status?: unknown }
}

/**
 * Authors never change what is live. They create drafts and write drafts (versions saved with
 * `draft=true`) of any document, but a write that reaches a published document's live row (the
 * collection's own row, not its latest version, which may be a pending draft) is refused: an
 * update, an autosave or a restore without `draft=true`, one document or many (docs/payload-core.md
 * §11). Only the operation's `draft` argument says whether the live row is written, and hooks
 * after this one are not given it, hence a beforeOperation hook.
 */
export const authorsKeepOffLiveRows: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (!hasRole(req.user, 'author')) return args
  const { id, where, draft, data } = args as WriteArgs
  // As Payload decides: with drafts on, a truthy `draft` writes only a version, unless an update publishes.
  const hasDrafts = Boolean(collection.versions && collection.versions.drafts)
  if (hasDrafts && draft && (operation === 'restoreVersion' || data?._status !== 'published'))
    return args
  if (operation === 'update' && id !== undefined) await refuseIfLive(req, collection.slug, [id])
  else if (operation === 'update' && where !== undefined) {
    const ids = await matchingIds(req, collection.slug, where)
    await refuseIfLive(req, collection.slug, ids)
    // Only the rows checked (and locked) are written: not one that came to match meanwhile.
    return { ...args, where: { and: [where, { id: { in: ids } }] } }
  } else if (operation === 'restoreVersion' && id !== undefined) {
    const parent = await versionParent(req, collection.slug, id)
    if (parent !== undefined) await refuseIfLive(req, collection.slug, [parent])
  }
  return args
}

/**
 * A document an author creates is never published, duplicates included: a copy made without
 * `draft=true` takes the status of the document it copies (filled into `data` before this hook).
 */
export const authorsCreateNoLiveDocuments: CollectionBeforeChangeHook = ({
  data,
  operation,
  req,
}) => {
  if (operation === 'create' && hasRole(req.user, 'author') && data._status === 'published')
    throw new APIError(contentMessage(req, 'authorLiveCopy'), 403, undefined, true)
  return data
}

/**
 * Refuses when one of the live rows the write would reach is published. The rows are locked
 * first, in the request's transaction: none can be published between this check and the write.
 */
async function refuseIfLive(
  req: PayloadRequest,
  collection: string,
  ids: ReadonlyArray<number | string>,
): Promise<void> {
  if (ids.length === 0) return
  await lockRows(req, collection, ids)
  const { totalDocs } = await req.payload.count({
    collection,
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    req,
    overrideAccess: false,
  })
  if (totalDocs > 0)
    throw new APIError(contentMessage(req, 'authorLiveDocument'), 403, undefined, true)
}

/** The documents a bulk write's `where` matches now, as the author may query them. */
async function matchingIds(
  req: PayloadRequest,
  collection: string,
  where: Where,
): Promise<Array<number | string>> {
  const { docs } = await req.payload.find({
    collection,
    where,
    select: { id: true },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: false,
  })
  return docs.map((doc) => doc.id)
}

async function versionParent(
  req: PayloadRequest,
  collection: string,
  versionId: number | string,
): Promise<number | string | undefined> {
  const { docs } = await req.payload.db.findVersions({
    collection,
    where: { id: { equals: versionId } },
    limit: 1,
    pagination: false,
    req,
  })
  return (docs[0]?.parent as number | string | undefined) ?? undefined
}
