import type { ComponentType, ReactNode } from 'react'
import { BrowserRouter, StaticRouter, useRoutes, type RouteObject } from 'react-router'
import {
  editorScreenModules,
  matchesRoute,
  routeParams,
  NOT_FOUND_MODULE,
  SHELL_MODULE,
  signedInScreens,
  signedOutScreens,
  type ScreenModulePath,
} from '../../shared/admin-screens'
import { contributed, adminPlugins, loadEditorExtensions, type Contributed } from '../host/registry'
import { preloadPluginStrings, WithPluginStrings } from '../host/strings'
import type {
  AdminPlugin,
  RouteContribution,
  ScreenModule,
  ScreenPrefetchContext,
} from '../host/types'
import { boot } from '../lib/boot'
import { preloadable } from '../lib/preloadable'
import { RootLayout } from './RootLayout'

/**
 * A lazily loaded screen; `preload` starts downloading it before it renders (and React does not
 * hold back a page opened from the address bar for a suspended first render).
 */
const screen = (load: () => Promise<ScreenModule>) =>
  preloadable(load, (m) => m.Component as ComponentType<object>)

// An editor screen downloads the plugins' editor extensions with its own code, in parallel.
const withEditorExtensions = <T,>(load: Promise<T>) =>
  Promise.all([load, loadEditorExtensions()]).then(([m]) => m)

/** Each module of the screen table (src/shared/admin-screens.ts), imported lazily: its own chunk. */
const loaders: Record<ScreenModulePath, () => Promise<ScreenModule>> = {
  'routes/login/route.tsx': () => import('../routes/login/route'),
  'routes/create-first-user/route.tsx': () => import('../routes/create-first-user/route'),
  'routes/forgot/route.tsx': () => import('../routes/forgot/route'),
  'routes/reset/route.tsx': () => import('../routes/reset/route'),
  'routes/logout/route.tsx': () => import('../routes/logout/route'),
  'app/Shell.tsx': () => import('./Shell'),
  'routes/dashboard/route.tsx': () => import('../routes/dashboard/route'),
  'routes/collection-list/route.tsx': () => import('../routes/collection-list/route'),
  'routes/document/route.tsx': () => import('../routes/document/route'),
  'routes/document-view/route.tsx': () => import('../routes/document-view/route'),
  'routes/global/route.tsx': () => import('../routes/global/route'),
  'routes/account/route.tsx': () => import('../routes/account/route'),
  'routes/not-found/route.tsx': () => import('../routes/not-found/route'),
}

type Screen = ReturnType<typeof screen>

const screens = new Map<ScreenModulePath, Screen>()
function screenOf(module: ScreenModulePath): Screen {
  let found = screens.get(module)
  if (!found) {
    const load = loaders[module]
    const isEditor = editorScreenModules.includes(module)
    screens.set(module, (found = screen(isEditor ? () => withEditorExtensions(load()) : load)))
  }
  return found
}
const Shell = screenOf(SHELL_MODULE)
const NotFound = screenOf(NOT_FOUND_MODULE)

const SIGNED_OUT = signedOutScreens.map(({ pattern, module }): [string, Screen] => [
  pattern,
  screenOf(module),
])
const SIGNED_IN = signedInScreens.map(({ pattern, module }): [string, Screen] => [
  pattern,
  screenOf(module),
])

const pluginScreens = new Map<string, Screen>()

/** The plugins' screens (docs/ARCHITECTURE.md), each its own chunk as the core ones, shown once the plugin's strings are there. */
function pluginScreen(route: Contributed<RouteContribution>): Screen {
  let found = pluginScreens.get(route.path)
  if (!found) {
    found = screen(() =>
      route.load().then(({ Component, prefetch }) => ({
        Component: () => (
          <WithPluginStrings plugin={route.plugin}>
            <Component />
          </WithPluginStrings>
        ),
        prefetch,
      })),
    )
    pluginScreens.set(route.path, found)
  }
  return found
}

function routeTable(): { signedOut: [string, Screen][]; signedIn: [string, Screen][] } {
  const plugins = contributed('routes')
  return {
    signedOut: [
      ...SIGNED_OUT,
      ...plugins
        .filter((r) => !r.isSignedIn)
        .map((r): [string, Screen] => [r.path, pluginScreen(r)]),
    ],
    signedIn: [
      ...SIGNED_IN,
      ...plugins
        .filter((r) => r.isSignedIn)
        .map((r): [string, Screen] => [r.path, pluginScreen(r)]),
    ],
  }
}

function adminPath(pathname: string): string {
  const admin = boot.adminRoute.replace(/\/+$/, '')
  return pathname.slice(admin.length) || '/'
}

function matchRoute(table: [string, Screen][], path: string) {
  for (const [pattern, found] of table) {
    const params = routeParams(pattern, path)
    if (params) return { screen: found, params }
  }
  return undefined
}

/**
 * Runs the code of the page's screen (and of the shell, for a page of a session) while the page's
 * boot data are still on their way: its modules are evaluated then, not after. Nothing is read:
 * `preloadScreensFor` starts the reads once the client config is there.
 */
export function startScreenCode(pathname: string, isSignedIn: boolean): void {
  const path = adminPath(pathname)
  const { signedOut, signedIn } = routeTable()
  const found = matchRoute(isSignedIn ? signedIn : signedOut, path)
  if (isSignedIn) void Shell.preload().catch(() => undefined)
  void found?.screen.preload().catch(() => undefined)
}

/**
 * Starts loading the code of the screen at `pathname` (and the signed-in shell) right away, and
 * each one's `prefetch` as soon as its code is there: a signed-in screen's for a signed-in page
 * only, a signed-out screen's whenever the page has its client config (the sign-in screen's
 * preloads the plugins' sign-in methods drawn with it). The promise resolves with the modules once
 * their code is there (with what their prefetch names: a form's parts, the sign-in methods) (one
 * that failed is left out: the screen's own error display then tells).
 */
export function preloadScreensFor(
  pathname: string,
  search: string,
  language: string,
  data?: Omit<ScreenPrefetchContext, 'params' | 'search'>,
  /** The shell is shown already (a link inside it): only the screen is started. */
  isInShell = false,
): Promise<ScreenModule[]> {
  const path = adminPath(pathname)
  const { signedOut, signedIn } = routeTable()
  // A plugin's screen shows once its strings are there: they download with its code.
  const pluginRoute = contributed('routes').find((route) => matchesRoute(route.path, path))
  if (pluginRoute) preloadPluginStrings(pluginRoute.plugin, language)
  const loaded = (loading: (Promise<ScreenModule> | undefined)[]) =>
    Promise.allSettled(loading).then((results) =>
      results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : [])),
    )
  const withData = (
    loading: Promise<ScreenModule>,
    params: Record<string, string>,
    context: typeof data,
  ) =>
    loading.then(async (m) => {
      if (context) await m.prefetch?.({ ...context, params, search: new URLSearchParams(search) })
      return m
    })
  const signedOutMatch = matchRoute(signedOut, path)
  if (signedOutMatch)
    return loaded([withData(signedOutMatch.screen.preload(), signedOutMatch.params, data)])
  const signedInMatch = matchRoute(signedIn, path)
  const session = data?.config.isAuthenticated ? data : undefined
  return loaded([
    isInShell ? undefined : withData(Shell.preload(), {}, session),
    signedInMatch && withData(signedInMatch.screen.preload(), signedInMatch.params, session),
  ])
}

/**
 * Starts the code and the first reads of the signed-in screen a link inside the admin goes to
 * (`to`, under the admin route, as the router's links name it), as a pointer resting on the link
 * or its focus announces the click: the screen then mounts with its code and its queries' answers.
 */
export function preloadLinkTarget(
  to: string,
  language: string,
  data: Omit<ScreenPrefetchContext, 'params' | 'search'>,
): Promise<ScreenModule[]> {
  const url = new URL(to, 'http://admin.invalid')
  const admin = boot.adminRoute.replace(/\/+$/, '')
  return preloadScreensFor(
    admin + url.pathname,
    url.search,
    language,
    { ...data, isLinkIntent: true },
    true,
  )
}

/**
 * The routes of docs/behaviour.md §2. Every screen is its own chunk, and the signed-in shell too, so the
 * sign-in screens download only what they use. (The declarative router is half the size of the
 * data router, whose loaders Folio does not use.)
 */
export function AppRoutes(props: { serverLocation?: string }) {
  const basename = boot.adminRoute === '/' ? undefined : boot.adminRoute
  return (
    <Router basename={basename} serverLocation={props.serverLocation}>
      <ScreenRoutes />
    </Router>
  )
}

function ScreenRoutes() {
  return useRoutes(routeObjects())
}

const routeObjectsOf = new WeakMap<readonly AdminPlugin[], RouteObject[]>()

/**
 * The route table as the router's objects, made once for the registered plugins: routes written
 * as elements are read into objects again at every render of the router (each navigation).
 */
function routeObjects(): RouteObject[] {
  const plugins = adminPlugins()
  let found = routeObjectsOf.get(plugins)
  if (!found) {
    const { signedOut, signedIn } = routeTable()
    found = [
      {
        element: <RootLayout />,
        children: [
          ...signedOut.map(([pattern, Screen]) => ({ path: pattern, element: <Screen /> })),
          {
            element: <Shell />,
            children: [
              ...signedIn.map(([pattern, Screen]): RouteObject =>
                pattern === ''
                  ? { index: true, element: <Screen /> }
                  : { path: pattern, element: <Screen /> },
              ),
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ]
    routeObjectsOf.set(plugins, found)
  }
  return found
}

/** The browser's address, or the page's path on the server (the same tree either way, for hydration). */
function Router(props: { basename?: string; serverLocation?: string; children: ReactNode }) {
  return props.serverLocation === undefined ? (
    <BrowserRouter basename={props.basename}>{props.children}</BrowserRouter>
  ) : (
    <StaticRouter basename={props.basename} location={props.serverLocation}>
      {props.children}
    </StaticRouter>
  )
}
