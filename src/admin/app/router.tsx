import { lazy, useState, type ComponentType } from 'react'
import { BrowserRouter, matchPath, Route, Routes } from 'react-router'
import { adminRoutes } from '../../shared/routes'
import { loadEditorExtensions, pluginRoutes, type Contributed } from '../extend/registry'
import { preloadPluginStrings, WithPluginStrings } from '../extend/strings'
import type { RouteContribution } from '../extend/types'
import { boot } from '../lib/boot'
import { RootLayout } from './RootLayout'

/**
 * A lazily loaded screen; `preload` starts downloading it before it renders. Once its code is
 * there it renders directly: a `lazy` component suspends on its first render even then, and React
 * holds back what a fallback replaced for up to 300 ms, which a page opened from the address bar
 * would wait for. Which of the two a mount uses is fixed for its lifetime (no remount).
 */
function screen(load: () => Promise<{ Component: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined
  let loaded: ComponentType | undefined
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m.Component
      return { default: m.Component }
    }))
  const Lazy = lazy(() => preload())
  function Screen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy)
    return <Component />
  }
  return Object.assign(Screen, { preload })
}

const Login = screen(() => import('../routes/login/route'))
const CreateFirstUser = screen(() => import('../routes/create-first-user/route'))
const Forgot = screen(() => import('../routes/forgot/route'))
const Reset = screen(() => import('../routes/reset/route'))
const Logout = screen(() => import('../routes/logout/route'))
const Shell = screen(() => import('./Shell'))
const Dashboard = screen(() => import('../routes/dashboard/route'))
const CollectionList = screen(() => import('../routes/collection-list/route'))
// An editor screen downloads the plugins' editor extensions with its own code, in parallel.
const withEditorExtensions = <T,>(load: Promise<T>) =>
  Promise.all([load, loadEditorExtensions()]).then(([m]) => m)
const Document = screen(() => withEditorExtensions(import('../routes/document/route')))
const Global = screen(() => withEditorExtensions(import('../routes/global/route')))
const DocumentViewPage = screen(() => import('../routes/document-view/route'))
const Account = screen(() => import('../routes/account/route'))
const NotFound = screen(() => import('../routes/not-found/route'))

type Screen = ReturnType<typeof screen>

/** The core screens by route (`adminRoutes`, shared with the path builders); plugin screens join them. */
const SIGNED_OUT: [pattern: string, screen: Screen][] = [
  [adminRoutes.login, Login],
  [adminRoutes.createFirstUser, CreateFirstUser],
  [adminRoutes.forgot, Forgot],
  [adminRoutes.resetPassword, Reset],
  [adminRoutes.logout, Logout],
]
const SIGNED_IN: [pattern: string, screen: Screen][] = [
  [adminRoutes.dashboard, Dashboard],
  [adminRoutes.collection, CollectionList],
  [adminRoutes.document, Document],
  [adminRoutes.documentView, DocumentViewPage],
  [adminRoutes.global, Global],
  [adminRoutes.globalView, DocumentViewPage],
  [adminRoutes.account, Account],
]

const pluginScreens = new Map<string, Screen>()

/** The plugins' screens (docs/ARCHITECTURE.md), each its own chunk as the core ones, shown once the plugin's strings are there. */
function pluginScreen(route: Contributed<RouteContribution>): Screen {
  let found = pluginScreens.get(route.path)
  if (!found) {
    found = screen(() =>
      route.load().then(({ Component }) => ({
        Component: () => (
          <WithPluginStrings plugin={route.plugin}>
            <Component />
          </WithPluginStrings>
        ),
      })),
    )
    pluginScreens.set(route.path, found)
  }
  return found
}

function routeTable(): { signedOut: [string, Screen][]; signedIn: [string, Screen][] } {
  const plugins = pluginRoutes()
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

/**
 * Starts loading the code of the screen at `pathname` (and the signed-in shell) right away; the
 * promise settles when it is there (or failed: the screen's own error display then tells).
 */
export function preloadScreensFor(pathname: string): Promise<unknown> {
  const admin = boot.adminRoute.replace(/\/+$/, '')
  const path = pathname.slice(admin.length) || '/'
  const matches = (pattern: string) => matchPath({ path: `/${pattern}`, end: true }, path) !== null
  const { signedOut, signedIn } = routeTable()
  const signedOutScreen = signedOut.find(([pattern]) => matches(pattern))
  // A plugin's screen shows once its strings are there: they download with its code.
  const pluginRoute = pluginRoutes().find((route) => matches(route.path))
  if (pluginRoute) preloadPluginStrings(pluginRoute.plugin, document.documentElement.lang || 'en')
  const loads = signedOutScreen
    ? [signedOutScreen[1].preload()]
    : [Shell.preload(), signedIn.find(([pattern]) => matches(pattern))?.[1].preload()]
  return Promise.allSettled(loads)
}

/**
 * The routes of docs/behaviour.md §2. Every screen is its own chunk, and the signed-in shell too, so the
 * sign-in screens download only what they use. (The declarative router is half the size of the
 * data router, whose loaders Folio does not use.)
 */
export function AppRoutes() {
  const { signedOut, signedIn } = routeTable()
  return (
    <BrowserRouter basename={boot.adminRoute === '/' ? undefined : boot.adminRoute}>
      <Routes>
        <Route element={<RootLayout />}>
          {signedOut.map(([pattern, Screen]) => (
            <Route key={pattern} path={pattern} element={<Screen />} />
          ))}
          <Route element={<Shell />}>
            {signedIn.map(([pattern, Screen]) =>
              pattern === '' ? (
                <Route key="index" index element={<Screen />} />
              ) : (
                <Route key={pattern} path={pattern} element={<Screen />} />
              ),
            )}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
