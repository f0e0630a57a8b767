import { Forbidden, type CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '../access/roles'

/**
 * Authors work on drafts only: a save that is not a draft save and would leave the document
 * published (publishing, saving a published document in place, or unpublishing it) is refused.
 * Access functions see only the incoming data, so this needs the original document.
 */
export const authorDraftsOnly: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!hasRole(req.user, 'author')) return data
  // Payload's REST handlers turn `?draft=true` into a boolean on req.query.
  const isDraftSave =
    [true, 'true'].includes(req.query?.draft as never) ||
    [true, 'true'].includes(req.query?.autosave as never)
  const wasPublished = (originalDoc as { _status?: string } | undefined)?._status === 'published'
  if (data._status === 'published' || (!isDraftSave && wasPublished)) throw new Forbidden(req.t)
  return data
}
