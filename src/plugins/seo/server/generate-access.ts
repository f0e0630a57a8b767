import { executeAccess, Forbidden, NotFound, type PayloadRequest } from 'payload'
import { documentAccess, isAllowed } from '../../../server/kit/document-access'

export type GenerateTarget = { collection: string; id?: string | number } | { global: string }

/**
 * Generating is part of editing: it needs what saving the document needs. A saved document the
 * user may not read, or that does not exist, is 404; one they may read but not change, 403; a new
 * one needs create access to its collection. Nobody signed in: 403, as Payload answers.
 */
export async function assertCanGenerate(
  req: PayloadRequest,
  target: GenerateTarget,
): Promise<void> {
  if (!req.user) throw new Forbidden(req.t)
  if ('collection' in target && target.id === undefined) {
    const collection = req.payload.collections[target.collection]
    if (!collection) throw new NotFound(req.t)
    await executeAccess({ req, disableErrors: false }, collection.config.access.create)
    return
  }
  const access = await documentAccess(
    req,
    'global' in target ? target : { collection: target.collection, id: target.id! },
  )
  if (!access || !isAllowed(access.read)) throw new NotFound(req.t)
  if (!isAllowed(access.update)) throw new Forbidden(req.t)
}
