import { NotFound, type PayloadRequest } from 'payload'

/** Ids are numbers or Payload's text ids: anything else in a route's `:id` names no row. */
const ID_PATTERN = /^[\w-]{1,64}$/

/** The route's `:id`, as sent (a string; '' when absent). */
export const routeId = (req: PayloadRequest): string => String(req.routeParams?.id ?? '')

/**
 * The row of `collection` with this id, as stored (hidden fields too, no access rules: the caller
 * has decided who may see it), or null for an id that names none or is of the wrong kind for the
 * database.
 */
export async function storedRow<T extends { id: string | number }>(
  req: PayloadRequest,
  collection: string,
  id: string | number,
): Promise<T | null> {
  if (!ID_PATTERN.test(String(id))) return null
  try {
    return await req.payload.db.findOne<T>({ collection, where: { id: { equals: id } }, req })
  } catch {
    return null // an id of the wrong kind for the database (text for a number column)
  }
}

/** The stored row the route's `:id` names; 404 when there is none. */
export async function routeRow<T extends { id: string | number }>(
  req: PayloadRequest,
  collection: string,
): Promise<T> {
  const row = await storedRow<T>(req, collection, routeId(req))
  if (!row) throw new NotFound(req.t)
  return row
}
