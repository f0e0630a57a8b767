import { adminRoutes, apiPaths, CREATE_SEGMENT } from './routes'
import type { ClientCollection, ClientConfig, ClientGlobal } from './client-config'
import { routeParams } from './admin-screens'
import { LIST_PRESET_PARAM, parseListSearch, searchWhere } from './list-params'
import { toQueryString, type QueryValue } from './query-string'
import {
  DASHBOARD_PREFERENCE_KEY,
  dashboardReads,
  type DashboardContext,
  type DashboardWidgetSpec,
} from './dashboard'

/**
 * A read of the admin as its HTTP client sends it (relative to the API route). The admin's queries
 * are built from these, and the server makes the same ones for a page it serves (`firstReads`), so
 * both name a read with the same `readKey`.
 */
export interface ApiRead {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, QueryValue>
  /** Access checks are POSTs that change nothing: the body is the data they are evaluated with. */
  body?: unknown
}

export function readKey(read: ApiRead): string {
  const body = read.body === undefined ? '' : ` ${JSON.stringify(read.body)}`
  return `${read.method} ${read.path}${read.query ? toQueryString(read.query) : ''}${body}`
}

export type ReadTarget =
  { kind: 'collection'; slug: string; id?: string } | { kind: 'global'; slug: string }

export interface ListReadParams {
  slug: string
  page: number
  limit: number
  sort?: string
  where?: Record<string, QueryValue>
  locale?: string
  /** Drafts collections list their latest versions, as the edit view shows them. */
  isDraft?: boolean
}

const draft = (isDraft: boolean | undefined) => (isDraft ? 'true' : undefined)

export const reads = {
  access: (): ApiRead => ({ method: 'GET', path: apiPaths.access }),
  preference: (key: string): ApiRead => ({ method: 'GET', path: apiPaths.preference(key) }),
  list: (p: ListReadParams): ApiRead => ({
    method: 'GET',
    path: apiPaths.collection(p.slug),
    query: {
      page: p.page,
      limit: p.limit,
      sort: p.sort,
      where: p.where,
      locale: p.locale,
      depth: 0,
      draft: draft(p.isDraft),
    },
  }),
  document: (a: { slug: string; id: string; locale?: string; isDraft: boolean }): ApiRead => ({
    method: 'GET',
    path: apiPaths.document(a.slug, a.id),
    query: { depth: 0, locale: a.locale, draft: draft(a.isDraft), 'fallback-locale': 'none' },
  }),
  global: (a: { slug: string; locale?: string; isDraft: boolean }): ApiRead => ({
    method: 'GET',
    path: apiPaths.global(a.slug),
    query: { depth: 0, locale: a.locale, draft: draft(a.isDraft), 'fallback-locale': 'none' },
  }),
  documentAccess: (slug: string, id: string): ApiRead => ({
    method: 'POST',
    path: apiPaths.docAccess(slug, id),
    body: {},
  }),
  globalAccess: (slug: string): ApiRead => ({
    method: 'POST',
    path: apiPaths.globalAccess(slug),
    body: {},
  }),
  /** The rights a save with `_status: published` would have. */
  publishAccess: (target: ReadTarget): ApiRead => ({
    method: 'POST',
    path:
      target.kind === 'global'
        ? apiPaths.globalAccess(target.slug)
        : target.id
          ? apiPaths.docAccess(target.slug, target.id)
          : `${apiPaths.collection(target.slug)}/access`,
    body: { _status: 'published' },
  }),
  /** The published (not the draft) status: one small request. */
  publishedStatus: (target: ReadTarget & { locale?: string }): ApiRead => ({
    method: 'GET',
    path:
      target.kind === 'global'
        ? apiPaths.global(target.slug)
        : apiPaths.document(target.slug, target.id ?? ''),
    query: { depth: 0, locale: target.locale, select: { _status: 'true' } },
  }),
  /** One row of the versions list, for its total. */
  versionsCount: (
    target: { kind: 'collection'; slug: string; id: string } | { kind: 'global'; slug: string },
  ): ApiRead => ({
    method: 'GET',
    path:
      target.kind === 'global'
        ? apiPaths.globalVersions(target.slug)
        : apiPaths.versions(target.slug),
    query: {
      limit: 1,
      depth: 0,
      where: target.kind === 'collection' ? { parent: { equals: target.id } } : undefined,
      select: { updatedAt: 'true' },
    },
  }),
}

export const NAV_PREFERENCE_KEY = 'nav'
export const listPreferenceKey = (slug: string) => `collection-${slug}`

/** The content locale of `?locale=` (the default one when absent or not configured). */
export function localeFromSearch(
  config: ClientConfig,
  search: URLSearchParams,
): string | undefined {
  if (!config.localization) return undefined
  const requested = search.get('locale')
  return config.localization.locales.some((l) => l.code === requested)
    ? requested!
    : config.localization.defaultLocale
}

export const VALID_ID = /^[\w-]+$/

/** A saved document or a global, open in an editor. */
export type EditorTarget =
  | { kind: 'collection'; slug: string; id: string; entity: ClientCollection }
  | { kind: 'global'; slug: string; entity: ClientGlobal }

/** The page an editor opens in, as its editor reads are made for it. */
export interface EditorPage {
  /** The content locale the editor shows (`?locale=`, else the default one). */
  locale?: string
  /**
   * The page is the browser's own top-level navigation (typed, a bookmark, a link of this site),
   * not another site's link nor a prefetch: a read may take what opening the editor takes (the
   * document's lock), as the editor itself would at once.
   */
  isOwnNavigation: boolean
}

/**
 * Reads a plugin's editor extension makes when an editor opens (the document lock's state, the
 * search preview's address): the server answers them in an editor's page too, so the extension
 * can decide at its first render.
 */
export type EditorReads = (target: EditorTarget, page: EditorPage) => ApiRead[]

/**
 * What a signed-in page at `path` (relative to the admin route) reads before its first render:
 * the shell's navigation preference, and the dashboard's layout and widgets, the edit view's document (or global) with the rights,
 * status and versions count (and the plugins' `editorReads`), or the list's first page with its
 * columns and rights. The server answers these in the page; the admin's screens make the same
 * reads (each screen's `prefetch`, the editor extensions).
 */
export function firstReads(
  path: string,
  search: URLSearchParams,
  config: ClientConfig,
  editorReads: readonly EditorReads[] = [],
  navigation: {
    isOwn: boolean
    /** The dashboard's widgets and who is signed in, for the dashboard's reads. */
    dashboard?: { widgets: readonly DashboardWidgetSpec[]; user: DashboardContext['user'] }
  } = { isOwn: false },
): ApiRead[] {
  const shell = [reads.preference(NAV_PREFERENCE_KEY)]
  const locale = localeFromSearch(config, search)
  const page: EditorPage = { locale, isOwnNavigation: navigation.isOwn }
  // An editor's published status and rights, its versions count and the plugins' editor reads.
  const editorState = (target: EditorTarget): ApiRead[] => [
    ...(target.entity.hasDrafts
      ? [reads.publishedStatus({ ...target, locale }), reads.publishAccess(target)]
      : []),
    ...(target.entity.hasVersions ? [reads.versionsCount(target)] : []),
    ...editorReads.flatMap((plugin) => plugin(target, page)),
  ]
  if (routeParams(adminRoutes.dashboard, path) && navigation.dashboard)
    return [
      ...shell,
      reads.access(),
      reads.preference(DASHBOARD_PREFERENCE_KEY),
      ...dashboardReads(navigation.dashboard.widgets, { config, user: navigation.dashboard.user }),
    ]
  const edit = routeParams(adminRoutes.document, path)
  if (edit) {
    const { slug = '', id = '' } = edit
    const collection = config.collections.find((c) => c.slug === slug)
    if (!collection || id === CREATE_SEGMENT || !VALID_ID.test(id)) return shell
    const target = { kind: 'collection', slug, id } as const
    return [
      ...shell,
      reads.document({ slug, id, locale, isDraft: collection.hasDrafts }),
      reads.access(),
      reads.documentAccess(slug, id),
      ...editorState({ ...target, entity: collection }),
    ]
  }
  const globalEdit = routeParams(adminRoutes.global, path)
  if (globalEdit) {
    const global = config.globals.find((g) => g.slug === globalEdit.slug)
    if (!global) return shell
    const target = { kind: 'global', slug: global.slug } as const
    return [
      ...shell,
      reads.global({ slug: global.slug, locale, isDraft: global.hasDrafts }),
      reads.globalAccess(global.slug),
      ...editorState({ ...target, entity: global }),
    ]
  }
  const list = routeParams(adminRoutes.collection, path)
  if (list) {
    const collection = config.collections.find((c) => c.slug === list.slug)
    if (!collection) return shell
    const params = parseListSearch(search, collection)
    return [
      ...shell,
      reads.access(),
      reads.preference(listPreferenceKey(collection.slug)),
      ...(collection.hasDrafts
        ? [reads.publishAccess({ kind: 'collection', slug: collection.slug })]
        : []),
      // A filter is read by the list's own code (its field kits), a plugin's ready-made filter
      // by its plugin (who is signed in); the list then asks itself.
      ...(search.has('filter') || search.has(LIST_PRESET_PARAM)
        ? []
        : [
            reads.list({
              slug: collection.slug,
              page: params.page,
              limit: params.limit,
              sort: params.sort,
              where: searchWhere(collection, params.search),
              locale,
              isDraft: collection.hasDrafts,
            }),
          ]),
    ]
  }
  return shell
}
