import { createBrowserRouter } from 'react-router'
import { boot } from '../lib/boot'
import { RootLayout } from './RootLayout'

/** The routes of SPEC §2. Signed-in screens load lazily so the sign-in screens stay small. */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      children: [
        { path: 'login', lazy: () => import('../routes/login/route') },
        { path: 'create-first-user', lazy: () => import('../routes/create-first-user/route') },
        { path: 'forgot', lazy: () => import('../routes/forgot/route') },
        { path: 'logout', lazy: () => import('../routes/logout/route') },
        {
          lazy: () => import('./Shell'),
          children: [
            { index: true, lazy: () => import('../routes/dashboard/route') },
            { path: 'collections/:slug', lazy: () => import('../routes/collection-list/route') },
            { path: 'collections/:slug/:id', lazy: () => import('../routes/document/route') },
            { path: 'globals/:slug', lazy: () => import('../routes/global/route') },
            { path: 'account', lazy: () => import('../routes/account/route') },
            { path: '*', lazy: () => import('../routes/not-found/route') },
          ],
        },
      ],
    },
  ],
  { basename: boot.adminRoute === '/' ? undefined : boot.adminRoute },
)
