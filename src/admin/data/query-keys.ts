/**
 * Every query key of the admin's cache, built here and nowhere else: a query and the calls that
 * invalidate it cannot drift apart. Each family's first element names it; a shorter key
 * (`queryKeys.documents(slug)`) matches every longer one of the family for invalidation.
 */
export const queryKeys = {
  clientConfig: (language?: string) =>
    (language === undefined
      ? ['client-config']
      : ['client-config', language]) as readonly unknown[],
  me: (userSlug?: string) =>
    (userSlug === undefined ? ['me'] : ['me', userSlug]) as readonly unknown[],
  access: () => ['access'] as const,
  documentAccess: (slug: string, id: string) => ['access', 'collection', slug, id] as const,
  globalAccess: (slug: string) => ['access', 'global', slug] as const,
  publishAccess: (kind: string, slug: string, id: string | null) =>
    ['access', 'publish', kind, slug, id] as const,
  /** Lists of a collection; with `params`, one list (joined lists too: `documents(slug, 'joined', params)`). */
  documents: (slug: string, ...params: unknown[]) => ['documents', slug, ...params] as const,
  /** Every locale of a document (for invalidation); `documentIn` is one locale's query. */
  document: (slug: string, id?: string) =>
    (id === undefined ? ['document', slug] : ['document', slug, id]) as readonly unknown[],
  documentIn: (slug: string, id: string, locale: string | null) =>
    ['document', slug, id, locale] as const,
  global: (slug: string, locale: string | null) => ['global', slug, locale] as const,
  publishedStatus: (kind: string, slug: string, id: string | null, locale: string | null) =>
    ['published-status', kind, slug, id, locale] as const,
  versionsCount: (kind: string, slug: string, id: string | null) =>
    ['versions-count', kind, slug, id] as const,
  relationDoc: (slug: string, ...params: unknown[]) => ['relation-doc', slug, ...params] as const,
  relationSearch: (slug: string, ...params: unknown[]) =>
    ['relation-search', slug, ...params] as const,
  preference: (key: string) => ['preference', key] as const,
  /** A plugin's own queries: namespaced by its slug, so they never collide with core's. */
  plugin: (pluginSlug: string, ...params: unknown[]) => ['plugin', pluginSlug, ...params] as const,
}
