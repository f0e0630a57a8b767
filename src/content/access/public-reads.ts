import {
  Forbidden,
  type Access,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
} from 'payload'

/**
 * Who reads what (README 'Who reads what'): published content is public, as on a website made
 * from Payload's website template; drafts, versions and everything else need a session or an API
 * key. Signed in, every role reads everything of the content (a viewer too).
 */

/** Anyone, signed in or not: content without drafts (categories, media and their files). */
export const anyone: Access = () => true

/**
 * Signed in: every document. Anyone else: published documents only, as a query Payload adds to
 * every read (find, find by id, count, joins and relations populated into other documents), so an
 * unpublished document is 404 by id and absent from lists. The live row of a published document
 * is its published version: a pending draft is only a version (docs/payload-core.md §11).
 */
export const publishedOrSignedIn: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** Versions (`/versions`, `/versions/:id`, restore's read) are never public: only signed in. */
export const versionsSignedIn: Access = ({ req }) => Boolean(req.user)

const asksForDraft = (args: unknown) => Boolean((args as { draft?: unknown } | undefined)?.draft)

/**
 * `draft=true` without a session or key is refused with 403 rather than answered. Payload would
 * answer it from the versions with the access query put on them (the newest version that is
 * published), which leaks no draft but answers differently from a plain read (a published
 * document with a newer draft is left out of lists); a clear refusal says what a visitor may do.
 * The server's own reads (`overrideAccess`) are not touched.
 */
export const refuseAnonymousDrafts: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation === 'read' && !overrideAccess && !req.user && asksForDraft(args))
    throw new Forbidden(req.t)
  return args
}

/** The same for a global's read. */
export const refuseAnonymousGlobalDrafts: GlobalBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation === 'read' && !overrideAccess && !req.user && asksForDraft(args))
    throw new Forbidden(req.t)
  return args as unknown
}
