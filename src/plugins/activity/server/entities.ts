import {
  Forbidden,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
} from 'payload'

/** The collections a dashboard speaks of: the content, not accounts nor Folio's own rows. */
export function contentCollections(req: PayloadRequest): SanitizedCollectionConfig[] {
  return req.payload.config.collections.filter(
    (c) => !c.auth && c.admin?.hidden !== true && !c.slug.startsWith('payload-'),
  )
}

export function contentGlobals(req: PayloadRequest): SanitizedGlobalConfig[] {
  return req.payload.config.globals.filter((g) => g.admin?.hidden !== true)
}

export const hasDrafts = (entity: { versions?: unknown }): boolean =>
  Boolean((entity.versions as { drafts?: unknown } | undefined)?.drafts)

export const hasField = (
  entity: { flattenedFields: ReadonlyArray<{ name: string }> },
  name: string,
): boolean => entity.flattenedFields.some((f) => f.name === name)

/** The field a document's title is read from (`admin.useAsTitle`, else its id). */
export const titleField = (collection: SanitizedCollectionConfig): string =>
  collection.admin?.useAsTitle ?? 'id'

/**
 * `read` as the signed-in user: undefined where the user may not read the entity at all (the
 * access function said no), so a widget leaves it out instead of failing.
 */
export async function readable<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof Forbidden) return undefined
    throw error
  }
}

/** The entity's label in English, as a widget's fallback title for a global. */
export function globalTitle(global: SanitizedGlobalConfig): string {
  const label = global.label
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const labels = label as Record<string, string>
    return labels.en ?? Object.values(labels)[0] ?? global.slug
  }
  return global.slug
}
