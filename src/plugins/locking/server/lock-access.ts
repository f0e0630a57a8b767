import { Forbidden, NotFound, type PayloadRequest } from 'payload'
import { documentAccess, isAllowed } from '../../../server/kit/document-access'
import type { LockTarget } from '../shared'

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
