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
