import { api, apiUrl, HttpError } from '../../../admin/extend/data'
import type { DocumentViewContext } from '../../../admin/extend'

/** API depth range (SPEC): 0 to 10, 1 unless chosen. */
export const MIN_DEPTH = 0
export const MAX_DEPTH = 10
export const DEFAULT_DEPTH = 1

/** What the view's controls choose; all of it lives in the address. */
export interface ApiChoices {
  depth: number
  /** Only sent where drafts are enabled. */
  draft?: boolean
  /** A locale code or `all`; only sent where localization is on. */
  locale?: string
  authenticated: boolean
}

/** The request for a document or global: its path and query, in this order. */
export function apiRequest(target: DocumentViewContext['target'], choices: ApiChoices) {
  const path =
    target.kind === 'global'
      ? `/globals/${encodeURIComponent(target.slug)}`
      : `/${encodeURIComponent(target.slug)}/${encodeURIComponent(target.id)}`
  const query: Record<string, string> = { depth: String(choices.depth) }
  if (choices.draft !== undefined) query.draft = String(choices.draft)
  if (choices.locale !== undefined) query.locale = choices.locale
  return { path, query }
}

/** The absolute address of a request, exactly as it is sent. */
export function absoluteUrl(request: ReturnType<typeof apiRequest>): string {
  return new URL(apiUrl(request.path, request.query), window.location.origin).href
}

/** The answer's body could not be read as JSON. */
export class ParseError extends Error {}

/** The answer as the API gave it: its status and its JSON, an error's body included. */
export interface ApiAnswer {
  status: number
  value: unknown
}

export async function readApi(
  request: ReturnType<typeof apiRequest>,
  authenticated: boolean,
  signal: AbortSignal,
): Promise<ApiAnswer> {
  let text: string
  try {
    text = await api<string>(request.path, {
      query: request.query,
      signal,
      responseType: 'text',
      credentials: authenticated ? undefined : 'omit',
    })
  } catch (error) {
    // A refusal (403, 404) is an answer too: its body is what a client of the API gets.
    if (error instanceof HttpError) return { status: error.status, value: error.body }
    throw error
  }
  try {
    return { status: 200, value: JSON.parse(text) as unknown }
  } catch {
    throw new ParseError('Error parsing response')
  }
}

/** The choices in the address, each checked; anything else is its default. */
export function choicesFrom(
  search: URLSearchParams,
  options: { hasDrafts: boolean; locales: string[]; locale: string | undefined },
): ApiChoices {
  const rawDepth = search.get('depth')
  const depth =
    rawDepth !== null && /^\d{1,2}$/.test(rawDepth) && Number(rawDepth) <= MAX_DEPTH
      ? Number(rawDepth)
      : DEFAULT_DEPTH
  const rawLocale = search.get('locale')
  const locale =
    options.locales.length === 0
      ? undefined
      : rawLocale === 'all' || (rawLocale !== null && options.locales.includes(rawLocale))
        ? rawLocale
        : options.locale
  return {
    depth,
    draft: options.hasDrafts ? search.get('draft') === 'true' : undefined,
    locale,
    authenticated: search.get('authenticated') !== 'false',
  }
}

/** The address parameters of the choices: a default is left out. */
export function addressOf(choices: ApiChoices): Record<string, string | undefined> {
  return {
    depth: choices.depth === DEFAULT_DEPTH ? undefined : String(choices.depth),
    draft: choices.draft ? 'true' : undefined,
    locale: choices.locale,
    authenticated: choices.authenticated ? undefined : 'false',
  }
}
