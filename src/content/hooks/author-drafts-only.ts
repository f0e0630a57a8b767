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
  const isDraftSave = isTrue(req.query?.draft) || isTrue(req.query?.autosave)
  const wasPublished = (originalDoc as { _status?: string } | undefined)?._status === 'published'
  if (data._status === 'published' || (!isDraftSave && wasPublished)) throw new Forbidden(req.t)
  return data
}

const isTrue = (value: unknown): boolean => value === true || value === 'true'
