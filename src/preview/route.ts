/** The sample site's addresses: `/preview/`, `/preview/posts/:id`, `/preview/pages/:id`. */

export const SITE_ROOT = '/preview/'

/** The collections the site has a page for (the demo's `admin.livePreview.collections`). */
export const SITE_COLLECTIONS = ['posts', 'pages'] as const
export type SiteCollection = (typeof SITE_COLLECTIONS)[number]

export type Route =
  | { kind: 'index' }
  | { kind: 'document'; collection: SiteCollection; id: string }
  | { kind: 'not-found' }

export function isSiteCollection(slug: unknown): slug is SiteCollection {
  return (SITE_COLLECTIONS as readonly unknown[]).includes(slug)
}

/** An id as Payload makes them (numbers, ObjectIds, UUIDs, custom text ids), no path or query. */
const ID = /^[\w-]{1,100}$/

export function parseRoute(pathname: string): Route {
  const rest = pathname.replace(/^\/preview(?=\/|$)/, '')
  const parts = rest.split('/').filter(Boolean)
  if (parts.length === 0) return { kind: 'index' }
  const [collection, rawId] = parts
  if (parts.length !== 2 || !isSiteCollection(collection)) return { kind: 'not-found' }
  let id: string
  try {
    id = decodeURIComponent(rawId!)
  } catch {
    return { kind: 'not-found' }
  }
  return ID.test(id) ? { kind: 'document', collection, id } : { kind: 'not-found' }
}

/** A language tag (`en`, `de`, `pt-BR`); anything else is no locale. */
const LOCALE = /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/

/** The `locale` of the address (the admin's preview URL names the locale being edited). */
export function localeFrom(search: string): string | undefined {
  const locale = new URLSearchParams(search).get('locale') ?? ''
  return LOCALE.test(locale) ? locale : undefined
}

/** The site's address of a document, in the same locale; undefined for a collection it has no page for. */
export function documentPath(
  collection: unknown,
  id: unknown,
  locale: string | undefined,
): string | undefined {
  if (!isSiteCollection(collection)) return undefined
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  const query = locale ? `?locale=${encodeURIComponent(locale)}` : ''
  return `${SITE_ROOT}${collection}/${encodeURIComponent(String(id))}${query}`
}
