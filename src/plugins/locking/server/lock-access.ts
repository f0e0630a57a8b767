import {
  docAccessOperation,
  docAccessOperationGlobal,
  Forbidden,
  NotFound,
  type PayloadRequest,
} from 'payload'
import type { LockTarget } from '../shared'

type Permission = boolean | { permission?: boolean } | undefined

const isAllowed = (permission: Permission): boolean =>
  typeof permission === 'object' ? permission.permission === true : permission === true

/** The document's access for the signed-in user, or `undefined` when there is no such document. */
async function documentAccess(
  req: PayloadRequest,
  target: LockTarget,
): Promise<{ read?: Permission; update?: Permission } | undefined> {
  if ('global' in target) {
    const globalConfig = req.payload.config.globals.find((g) => g.slug === target.global)
    return globalConfig ? docAccessOperationGlobal({ globalConfig, req }) : undefined
  }
  const collection = req.payload.collections[target.collection]
  if (!collection) return undefined
  try {
    const doc = await req.payload.findByID({
      collection: target.collection,
      id: target.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!doc) return undefined
  } catch {
    // An id that cannot be one (text for a numeric id) names no document either.
    return undefined
  }
  return docAccessOperation({ id: target.id, collection, req })
}

/**
 * Reading a lock needs read access to its document, taking one (or taking it over) update
 * access, evaluated for that very document as its edit view would. A document that does not
 * exist, or that the user may not read, is 404; one they may read but not change, 403.
 */
export async function assertLockAccess(
  req: PayloadRequest,
  target: LockTarget,
  action: 'read' | 'update',
): Promise<void> {
  const access = await documentAccess(req, target)
  if (!access || !isAllowed(access.read)) throw new NotFound(req.t)
  if (action === 'update' && !isAllowed(access.update)) throw new Forbidden(req.t)
}
