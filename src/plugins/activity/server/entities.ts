import {
  Forbidden,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
} from 'payload'

/** Collections the plugin leaves out besides accounts and hidden ones (an outbox), by slug. */
const LEFT_OUT_KEY = 'folioActivityLeftOut'

export const withLeftOut = (custom: Record<string, unknown> | undefined, slugs: string[]) => ({
  ...custom,
  [LEFT_OUT_KEY]: slugs,
})

/** The collections a dashboard speaks of: the content, not accounts, hidden ones nor those left out. */
export function contentCollections(req: PayloadRequest): SanitizedCollectionConfig[] {
  const leftOut = req.payload.config.custom?.[LEFT_OUT_KEY]
  const isLeftOut = (slug: string) => Array.isArray(leftOut) && leftOut.includes(slug)
  return req.payload.config.collections.filter(
    (c) =>
      !c.auth && c.admin?.hidden !== true && !c.slug.startsWith('payload-') && !isLeftOut(c.slug),
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
