import { lazy, type ComponentType } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { boot } from '../lib/boot'
import { RootLayout } from './RootLayout'

function screen(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((m) => ({ default: m.Component })))
}

const Login = screen(() => import('../routes/login/route'))
const CreateFirstUser = screen(() => import('../routes/create-first-user/route'))
const Forgot = screen(() => import('../routes/forgot/route'))
const Logout = screen(() => import('../routes/logout/route'))
const Shell = screen(() => import('./Shell'))
const Dashboard = screen(() => import('../routes/dashboard/route'))
const CollectionList = screen(() => import('../routes/collection-list/route'))
const Document = screen(() => import('../routes/document/route'))
const Global = screen(() => import('../routes/global/route'))
const DocumentViewPage = screen(() => import('../routes/document-view/route'))
const Account = screen(() => import('../routes/account/route'))
const NotFound = screen(() => import('../routes/not-found/route'))

/**
 * The routes of SPEC §2. Every screen is its own chunk, and the signed-in shell too, so the
 * sign-in screens download only what they use. (The declarative router is half the size of the
 * data router, whose loaders Folio does not use.)
 */
export function AppRoutes() {
  return (
    <BrowserRouter basename={boot.adminRoute === '/' ? undefined : boot.adminRoute}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="login" element={<Login />} />
          <Route path="create-first-user" element={<CreateFirstUser />} />
          <Route path="forgot" element={<Forgot />} />
          <Route path="logout" element={<Logout />} />
          <Route element={<Shell />}>
            <Route index element={<Dashboard />} />
            <Route path="collections/:slug" element={<CollectionList />} />
            <Route path="collections/:slug/:id" element={<Document />} />
            <Route path="collections/:slug/:id/:view" element={<DocumentViewPage />} />
            <Route path="globals/:slug" element={<Global />} />
            <Route path="globals/:slug/:view" element={<DocumentViewPage />} />
            <Route path="account" element={<Account />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
