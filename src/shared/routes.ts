/**
 * The admin's routes, relative to the configured admin route: the one table the router, the
 * preloader and the path builders below are made from (`:name` is a parameter).
 */
export const adminRoutes = {
  dashboard: '',
  login: 'login',
  logout: 'logout',
  forgot: 'forgot',
  resetPassword: 'reset',
  acceptInvitation: 'accept-invitation',
  account: 'account',
  createFirstUser: 'create-first-user',
  collection: 'collections/:slug',
  document: 'collections/:slug/:id',
  /** The live-preview view: drawn by the edit screen, so the form stays as the tab changes. */
  documentPreview: 'collections/:slug/:id/preview',
  documentView: 'collections/:slug/:id/:view',
  /** One item of a document view (a version under `versions`). */
  documentViewItem: 'collections/:slug/:id/:view/:item',
  global: 'globals/:slug',
  globalPreview: 'globals/:slug/preview',
  globalView: 'globals/:slug/:view',
  globalViewItem: 'globals/:slug/:view/:item',
} as const

/** A route's path with its parameters filled in (encoded). */
export function fillRoute(pattern: string, params: Record<string, string | number> = {}): string {
  return (
    '/' + pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
  )
}

/** Admin paths relative to the configured admin route (Payload's `routes.admin`). */
export const adminPaths = {
  dashboard: fillRoute(adminRoutes.dashboard),
  login: fillRoute(adminRoutes.login),
  logout: fillRoute(adminRoutes.logout),
  forgot: fillRoute(adminRoutes.forgot),
  resetPassword: fillRoute(adminRoutes.resetPassword),
  acceptInvitation: fillRoute(adminRoutes.acceptInvitation),
  account: fillRoute(adminRoutes.account),
  createFirstUser: fillRoute(adminRoutes.createFirstUser),
  collection: (slug: string) => fillRoute(adminRoutes.collection, { slug }),
  createDocument: (slug: string) => fillRoute(adminRoutes.document, { slug, id: CREATE_SEGMENT }),
  document: (slug: string, id: string | number) => fillRoute(adminRoutes.document, { slug, id }),
  global: (slug: string) => fillRoute(adminRoutes.global, { slug }),
  /** A document view under a document or global path: '' (edit), 'api', 'versions'. */
  documentView: (documentPath: string, view: DocumentView) =>
    view === 'edit' ? documentPath : `${documentPath}/${view}`,
} as const

export const DOCUMENT_VIEWS = ['edit', 'preview', 'api', 'versions'] as const
export type DocumentView = (typeof DOCUMENT_VIEWS)[number]

/** The id segment used in place of a document id when a document is being created. */
export const CREATE_SEGMENT = 'create'

/** Joins the admin route and a relative admin path without doubled or missing slashes. */
export function adminHref(
  adminRoute: string,
  path: string,
  search?: Record<string, string | undefined>,
): string {
  const base = adminRoute === '/' ? '' : adminRoute.replace(/\/+$/, '')
  const rel = path === '/' ? '' : path
  const query = search ? buildQuery(search) : ''
  return `${base}${rel}` + (base === '' && rel === '' ? '/' : '') + query
}

function buildQuery(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter(
    (e): e is [string, string] => e[1] !== undefined && e[1] !== '',
  )
  if (entries.length === 0) return ''
  return '?' + new URLSearchParams(entries).toString()
}

/** API paths relative to Payload's `routes.api`. */
export const apiPaths = {
  access: '/access',
  health: '/health',
  clientConfig: '/folio/client-config',
  preference: (key: string) => `/payload-preferences/${encodeURIComponent(key)}`,
  collection: (slug: string) => `/${encodeURIComponent(slug)}`,
  document: (slug: string, id: string | number) =>
    `/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}`,
  global: (slug: string) => `/globals/${encodeURIComponent(slug)}`,
  globalAccess: (slug: string) => `/globals/${encodeURIComponent(slug)}/access`,
  versions: (slug: string) => `/${encodeURIComponent(slug)}/versions`,
  globalVersions: (slug: string) => `/globals/${encodeURIComponent(slug)}/versions`,
  docAccess: (slug: string, id: string | number) =>
    `/${encodeURIComponent(slug)}/access/${encodeURIComponent(String(id))}`,
  auth: (
    userSlug: string,
    op:
      | 'login'
      | 'logout'
      | 'me'
      | 'refresh-token'
      | 'first-register'
      | 'forgot-password'
      | 'reset-password'
      | 'change-password'
      | 'unlock',
  ) => `/${encodeURIComponent(userSlug)}/${op}`,
} as const

export function apiHref(apiRoute: string, path: string): string {
  return apiRoute.replace(/\/+$/, '') + path
}
