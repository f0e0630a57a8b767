import type { PayloadRequest } from 'payload'

/** PostgreSQL's `integer`, the column of Payload's serial ids; SQLite's rowids stay below it in practice. */
const MAX_SERIAL_ID = 2_147_483_647
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The ids that can be ones of the collection's, so a query for them cannot fail: on PostgreSQL a
 * failed statement (text or an out-of-range number for an integer id) aborts the whole
 * transaction of the write it runs in. Any other stored id finds nothing without a query.
 */
export function queryableIds(
  req: PayloadRequest,
  collection: string,
  ids: (string | number)[],
): (string | number)[] {
  const target = req.payload.collections[collection]
  if (!target) return []
  const idType = target.customIDType ?? req.payload.db.defaultIDType
  if (idType === 'number')
    return ids.filter((id) => /^\d+$/.test(String(id)) && Number(id) <= MAX_SERIAL_ID)
  const isUUID = !target.customIDType && (req.payload.db as { idType?: string }).idType === 'uuid'
  return isUUID ? ids.filter((id) => UUID.test(String(id))) : ids
}
