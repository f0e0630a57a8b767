export type WithCustom = { custom?: Record<string, unknown> }

/**
 * The entity (root config, collection or global) with `value` under `custom[key][slug]`: how a
 * plugin leaves something for Folio's own code to find without that code knowing the plugin.
 */
export function withCustomEntry<T extends WithCustom>(
  entity: T,
  key: string,
  slug: string,
  value: unknown,
): T {
  const current = (entity.custom?.[key] ?? {}) as Record<string, unknown>
  return { ...entity, custom: { ...entity.custom, [key]: { ...current, [slug]: value } } }
}

type Custom = Record<string, unknown> | undefined

/**
 * One value a plugin (or Folio's config) leaves under `key` of the root config's `custom` for
 * Folio's own code to find: `with` registers it, `of` finds it (undefined when none was).
 */
export function customSlot<T>(key: string) {
  return {
    with: (custom: Custom, value: T): Record<string, unknown> => ({ ...custom, [key]: value }),
    of: (custom: Custom): T | undefined => custom?.[key] as T | undefined,
  }
}

/** A list under `key` of the root config's `custom`: `with` adds to its end, `of` reads it in order. */
export function customList<T>(key: string) {
  const of = (custom: Custom): T[] => {
    const items = custom?.[key]
    return Array.isArray(items) ? (items as T[]) : []
  }
  return {
    with: (custom: Custom, items: readonly T[]): Record<string, unknown> => ({
      ...custom,
      [key]: [...of(custom), ...items],
    }),
    of,
  }
}
