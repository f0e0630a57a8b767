import { docAccessOperation, docAccessOperationGlobal, type PayloadRequest } from 'payload'

type Permission = boolean | { permission?: boolean } | undefined

/** A document of a collection (by id) or a global. */
export type AccessTarget = { collection: string; id: string | number } | { global: string }

export const isAllowed = (permission: Permission): boolean =>
  typeof permission === 'object' ? permission.permission === true : permission === true

/**
 * The signed-in user's access to one document, evaluated for that very document as its edit view
 * would; `undefined` when there is no such document (or global).
 */
export async function documentAccess(
  req: PayloadRequest,
  target: AccessTarget,
): Promise<{ read?: Permission; update?: Permission } | undefined> {
  if ('global' in target) {
    const globalConfig = req.payload.config.globals.find((g) => g.slug === target.global)
    return globalConfig ? docAccessOperationGlobal({ globalConfig, req }) : undefined
  }
  const collection = req.payload.collections[target.collection]
  if (!collection) return undefined
  try {
    // Whether it exists, without reading it: the access operation reads it once more anyway.
    const { totalDocs } = await req.payload.count({
      collection: target.collection,
      where: { id: { equals: target.id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return undefined
  } catch {
    // An id that cannot be one (text for a numeric id) names no document either.
    return undefined
  }
  return docAccessOperation({ id: target.id, collection, req })
}
