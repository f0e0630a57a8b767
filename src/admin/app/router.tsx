import { lazy, type ComponentType } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { loadEditorExtensions } from '../extend/editor'
import { pluginRoutes } from '../extend/registry'
import type { RouteContribution } from '../extend/types'
import { boot } from '../lib/boot'
import { RootLayout } from './RootLayout'

/** A lazily loaded screen; `preload` starts downloading it before it renders. */
function screen(load: () => Promise<{ Component: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined
  const preload = () => (loading ??= load().then((m) => ({ default: m.Component })))
  return Object.assign(
    lazy(() => preload()),
    { preload },
  )
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
const withEditorExtensions = <T,>(load: Promise<T>) => Promise.all([load, loadEditorExtensions()]).then(([m]) => m)
const Document = screen(() => withEditorExtensions(import('../routes/document/route')))
const Global = screen(() => withEditorExtensions(import('../routes/global/route')))
const DocumentViewPage = screen(() => import('../routes/document-view/route'))
const Account = screen(() => import('../routes/account/route'))
const NotFound = screen(() => import('../routes/not-found/route'))

const SIGNED_OUT_SCREENS: Record<string, { preload: () => unknown }> = {
  login: Login,
  'create-first-user': CreateFirstUser,
  forgot: Forgot,
  reset: Reset,
  logout: Logout,
}

type Screen = ReturnType<typeof screen>
const pluginScreens = new Map<RouteContribution, Screen>()

/** The plugins' screens (docs/ARCHITECTURE.md), each its own chunk as the core ones. */
function pluginScreen(route: RouteContribution): Screen {
  let found = pluginScreens.get(route)
  if (!found) {
    found = screen(route.load)
    pluginScreens.set(route, found)
  }
  return found
}

/** Starts loading the code of the screen at `pathname` (and the signed-in shell) right away. */
export function preloadScreensFor(pathname: string): void {
  const admin = boot.adminRoute.replace(/\/+$/, '')
  const segments = pathname.slice(admin.length).split('/').filter(Boolean)
  const [first, , third, fourth] = segments
  const signedOut = first ? SIGNED_OUT_SCREENS[first] : undefined
  if (signedOut) return void signedOut.preload()
  const plugin = pluginRoutes().find((route) => route.path === segments.join('/'))
  if (plugin) {
    if (plugin.isSignedIn) void Shell.preload()
    return void pluginScreen(plugin).preload()
  }
  void Shell.preload()
  if (!first) return void Dashboard.preload()
  if (first === 'account') return void Account.preload()
  if (first === 'collections') return void (third === undefined ? CollectionList : fourth === undefined ? Document : DocumentViewPage).preload()
  if (first === 'globals') return void (third === undefined ? Global : DocumentViewPage).preload()
}

/**
 * The routes of docs/behaviour.md §2. Every screen is its own chunk, and the signed-in shell too, so the
 * sign-in screens download only what they use. (The declarative router is half the size of the
 * data router, whose loaders Folio does not use.)
 */
export function AppRoutes() {
  const routes = pluginRoutes()
  return (
    <BrowserRouter basename={boot.adminRoute === '/' ? undefined : boot.adminRoute}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="login" element={<Login />} />
          <Route path="create-first-user" element={<CreateFirstUser />} />
          <Route path="forgot" element={<Forgot />} />
          <Route path="reset" element={<Reset />} />
          {routes.filter((r) => !r.isSignedIn).map((route) => {
            const PluginScreen = pluginScreen(route)
            return <Route key={route.path} path={route.path} element={<PluginScreen />} />
          })}
          <Route path="logout" element={<Logout />} />
          <Route element={<Shell />}>
            <Route index element={<Dashboard />} />
            <Route path="collections/:slug" element={<CollectionList />} />
            <Route path="collections/:slug/:id" element={<Document />} />
            <Route path="collections/:slug/:id/:view" element={<DocumentViewPage />} />
            <Route path="globals/:slug" element={<Global />} />
            <Route path="globals/:slug/:view" element={<DocumentViewPage />} />
            <Route path="account" element={<Account />} />
            {routes.filter((r) => r.isSignedIn).map((route) => {
              const PluginScreen = pluginScreen(route)
              return <Route key={route.path} path={route.path} element={<PluginScreen />} />
            })}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
