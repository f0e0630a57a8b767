import { isRecord, text, type SiteDoc } from './documents'
import type { SiteCollection } from './route'

/** The API of the server that serves the site (same origin: the admin's session cookie goes along). */
const API = '/api'

/** Relations populated two levels deep, as the server's `maxDepth` allows. */
export const DEPTH = 2

export type DocumentAnswer =
  | { status: 'ok'; doc: SiteDoc }
  | { status: 'signed-out' }
  | { status: 'not-found' }
  | { status: 'failed'; code?: number }

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value)
  return search.toString()
}

/** The newest draft of a document, as the signed-in reader may see it. */
export async function loadDocument(
  collection: SiteCollection,
  id: string,
  locale: string | undefined,
  signal?: AbortSignal,
): Promise<DocumentAnswer> {
  let response: Response
  try {
    response = await fetch(
      `${API}/${collection}/${encodeURIComponent(id)}?${query({ depth: String(DEPTH), draft: 'true', locale })}`,
      { credentials: 'include', headers: { Accept: 'application/json' }, signal },
    )
  } catch (error) {
    if (signal?.aborted) throw error
    return { status: 'failed' }
  }
  if (response.status === 401 || response.status === 403) return { status: 'signed-out' }
  if (response.status === 404) return { status: 'not-found' }
  if (!response.ok) return { status: 'failed', code: response.status }
  const doc: unknown = await response.json().catch(() => undefined)
  if (!isRecord(doc) || (typeof doc.id !== 'string' && typeof doc.id !== 'number'))
    return { status: 'failed', code: response.status }
  return { status: 'ok', doc: doc as unknown as SiteDoc }
}

export interface SiteSettings {
  name?: string
  tagline?: string
  contactEmail?: string
}

/** The site's name, tagline and contact from the `settings` global; nothing when it cannot be read. */
export async function loadSettings(
  locale: string | undefined,
  signal?: AbortSignal,
): Promise<SiteSettings> {
  try {
    const response = await fetch(
      `${API}/globals/settings?${query({ depth: '0', draft: 'true', locale })}`,
      { credentials: 'include', headers: { Accept: 'application/json' }, signal },
    )
    if (!response.ok) return {}
    const settings: unknown = await response.json()
    if (!isRecord(settings)) return {}
    return {
      name: text(settings.siteName),
      tagline: text(settings.tagline),
      contactEmail: text(settings.contactEmail),
    }
  } catch (error) {
    if (signal?.aborted) throw error
    return {}
  }
}
