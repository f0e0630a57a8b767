import { adminRoutes, CREATE_SEGMENT } from './routes'

/**
 * The core screens of the admin: each route pattern (`adminRoutes`) with the module that draws it,
 * as a path under `src/admin`. The one table behind the router (which imports each module lazily),
 * the build (which groups the screens' code, vite.config.ts) and the server (which names a page's
 * code in the page, so it downloads with the page: docs/ARCHITECTURE.md §4).
 */
export const SHELL_MODULE = 'app/Shell.tsx'
export const NOT_FOUND_MODULE = 'routes/not-found/route.tsx'
export const LOGIN_MODULE = 'routes/login/route.tsx'

export const signedOutScreens = [
  { pattern: adminRoutes.login, module: LOGIN_MODULE },
  { pattern: adminRoutes.createFirstUser, module: 'routes/create-first-user/route.tsx' },
  { pattern: adminRoutes.forgot, module: 'routes/forgot/route.tsx' },
  { pattern: adminRoutes.resetPassword, module: 'routes/reset/route.tsx' },
  { pattern: adminRoutes.logout, module: 'routes/logout/route.tsx' },
] as const

/** Drawn inside the shell (`SHELL_MODULE`); a path none of them matches shows `NOT_FOUND_MODULE`. */
export const signedInScreens = [
  { pattern: adminRoutes.dashboard, module: 'routes/dashboard/route.tsx' },
  { pattern: adminRoutes.collection, module: 'routes/collection-list/route.tsx' },
  { pattern: adminRoutes.document, module: 'routes/document/route.tsx' },
  { pattern: adminRoutes.documentPreview, module: 'routes/document/route.tsx' },
  { pattern: adminRoutes.documentView, module: 'routes/document-view/route.tsx' },
  { pattern: adminRoutes.global, module: 'routes/global/route.tsx' },
  { pattern: adminRoutes.globalPreview, module: 'routes/global/route.tsx' },
  { pattern: adminRoutes.globalView, module: 'routes/document-view/route.tsx' },
  { pattern: adminRoutes.documentViewItem, module: 'routes/document-view/route.tsx' },
  { pattern: adminRoutes.globalViewItem, module: 'routes/document-view/route.tsx' },
  { pattern: adminRoutes.account, module: 'routes/account/route.tsx' },
] as const

/**
 * The screens the server draws into the page (the SPA then hydrates them): a page from the address
 * bar shows them before its scripts have run. What was typed before the code ran is in the DOM,
 * which React keeps: their forms read it from there (React replays a controlled input's change; a
 * field that keeps its value elsewhere adopts it, as `NewPasswordField` does), and their submit
 * buttons wait for the code (`SubmitButton`). A signed-in screen is drawn inside the shell, from
 * the page's answers to its first reads.
 */
export const serverDrawnScreenModules: readonly ScreenModulePath[] = [
  LOGIN_MODULE,
  'routes/forgot/route.tsx',
  'routes/reset/route.tsx',
  'routes/collection-list/route.tsx',
  'routes/dashboard/route.tsx',
]

/** The screens that edit a document or a global: they run the plugins' editor extensions. */
export const editorScreenModules: readonly ScreenModulePath[] = [
  'routes/document/route.tsx',
  'routes/global/route.tsx',
]

/**
 * Written by the build next to Vite's manifest: the manifest keys of the plugins' editor
 * extensions, which an editor screen loads with its own code (the server preloads them too).
 */
export const EDITOR_EXTENSIONS_FILE = 'editor-extensions.json'

/**
 * Written by the build next to Vite's manifest: each plugin field kit's input module (its manifest
 * key) by kit name, from the module's `export const folioFieldKit = '<name>'`. The server names
 * those of an editor's fields in its page, so they download with it.
 */
export const FIELD_KITS_FILE = 'field-kits.json'

/** The dashboard: it draws the plugins' widgets. */
export const DASHBOARD_MODULE: ScreenModulePath = 'routes/dashboard/route.tsx'

/**
 * Written by the build next to Vite's manifest (`PAGE_PARTS_FILE`): the manifest keys of the
 * plugin modules a page names so they download with it, by the constant each exports: a dashboard
 * widget (`export const folioDashboardWidget = true`, named in the dashboard's page) and a part of
 * the shell (`export const folioShellPart = true`, named in every signed-in page).
 */
export const PAGE_PART_EXPORTS = ['folioDashboardWidget', 'folioShellPart'] as const
export type PagePartExport = (typeof PAGE_PART_EXPORTS)[number]
export const PAGE_PARTS_FILE = 'page-parts.json'

export type ScreenModulePath =
  | (typeof signedOutScreens)[number]['module']
  | (typeof signedInScreens)[number]['module']
  | typeof SHELL_MODULE
  | typeof NOT_FOUND_MODULE

/**
 * The parameters of `path` (relative to the admin route, with a leading slash) under `pattern`, or
 * undefined when it does not match: the same number of segments, `:name` taking any one non-empty
 * segment (decoded). A trailing slash is ignored.
 */
export function routeParams(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  if (want.length !== have.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, segment] of want.entries()) {
    const value = have[i]!
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(value)
    else if (segment !== value) return undefined
  }
  return params
}

export function matchesRoute(pattern: string, path: string): boolean {
  return routeParams(pattern, path) !== undefined
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The modules a page at `path` draws first: its signed-out screen, or the shell and the signed-in
 * screen (not found when none matches). Which of the two a signed-out visitor of a signed-in path
 * sees is the SPA's decision (it sends them to sign in); this only names the code to start with.
 */
export function screenModulesFor(path: string, isSignedIn: boolean): ScreenModulePath[] {
  const signedOut = signedOutScreens.find((s) => matchesRoute(s.pattern, path))
  if (signedOut) return [signedOut.module]
  if (!isSignedIn) return [LOGIN_MODULE]
  const signedIn = signedInScreens.find((s) => matchesRoute(s.pattern, path))
  return [SHELL_MODULE, signedIn ? signedIn.module : NOT_FOUND_MODULE]
}

/**
 * Whether the server draws the page at `path` (under the admin route) for a visitor who is signed
 * in or not: a signed-out screen for a visitor, a signed-in one (with the shell) for a session.
 */
export function isServerDrawn(path: string, isSignedIn: boolean): boolean {
  const signedOut = signedOutScreens.find((s) => matchesRoute(s.pattern, path))
  if (signedOut) return !isSignedIn && serverDrawnScreenModules.includes(signedOut.module)
  const signedIn = signedInScreens.find((s) => matchesRoute(s.pattern, path))
  if (!isSignedIn || !signedIn || !serverDrawnScreenModules.includes(signedIn.module)) return false
  // A new document's form starts from defaults that may hold new row ids, made at random where it
  // renders: the browser draws it.
  return routeParams(signedIn.pattern, path)?.id !== CREATE_SEGMENT
}
