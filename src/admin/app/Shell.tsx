import { queryKeys } from '../data/query-keys'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { Navigate, Outlet, useLocation, useMatch } from 'react-router'
import { adminRoutes } from '../../shared/routes'
import { useT } from '../i18n/I18nProvider'
import { Loading } from '../ui/Loading'
import { useClientConfig } from '../lib/client-config-context'
import { currentRedirectTarget } from '../lib/navigate-in-admin'
import { DocumentDrawerProvider } from '../forms/DocumentDrawerProvider'
import { Nav } from './nav/Nav'
import { navPreferenceQuery } from './nav/use-nav-preference'
import type { ScreenPrefetch, ShellPartContext } from '../host/types'
import { useSession } from '../lib/use-session'
import { useSessionRefresh } from './use-session-refresh'
import { contributed } from '../host/registry'
import { Slot, shownParts } from '../host/Slot'
import '../styles/shell.css'

/** The navigation's open groups are asked for with the page's first queries. */
export const prefetch: ScreenPrefetch = ({ queryClient }) => {
  void queryClient.prefetchQuery(navPreferenceQuery())
}

/** The signed-in frame: guard, side navigation, main area; refreshes the session while open. */
export function Component() {
  const config = useClientConfig()
  const session = useSession()
  const location = useLocation()
  const t = useT()
  const queryClient = useQueryClient()
  const [isNavOpen, setNavOpen] = useState(false)
  // The live preview needs the room: the navigation steps aside while it is open, until asked back.
  const documentPreview = useMatch(`/${adminRoutes.documentPreview}`)
  const globalPreview = useMatch(`/${adminRoutes.globalPreview}`)
  const isPreview = Boolean(documentPreview ?? globalPreview)
  const [isNavRestored, setNavRestored] = useState(false)
  useEffect(() => {
    if (!isPreview) setNavRestored(false)
  }, [isPreview])
  const isNavCollapsed = isPreview && !isNavRestored
  const hasUser = Boolean(session.data?.user)
  useSessionRefresh(config.userCollection, session.data?.exp)
  useEffect(() => setNavOpen(false), [location.pathname])
  // Signed in elsewhere (another tab) while this tab still holds the public config: fetch the full one.
  useEffect(() => {
    if (hasUser && !config.isAuthenticated)
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientConfig() })
  }, [hasUser, config.isAuthenticated, queryClient])

  if (session.isPending) return <Loading fullPage />
  if (!session.data?.user) {
    if (!config.hasUsers) return <Navigate to="/create-first-user" replace />
    const redirect = currentRedirectTarget(location)
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />
  }
  if (!config.isAuthenticated) return <Loading fullPage />
  // The plugins' parts of the shell (the command palette's button): in the top bar, which shows in
  // a narrow window and while the navigation steps aside, and at the top of the navigation.
  const user = session.data.user
  const drawShellParts = (placement: 'bar' | 'nav') => {
    const context: ShellPartContext = { config, user, placement }
    const parts = shownParts(contributed('shellParts'), context)
    return (
      parts.length > 0 && (
        <div className={placement === 'bar' ? 'shell__parts' : 'nav__parts'}>
          <Slot name={`shell-${placement}`} parts={parts} context={context} isClientOnly />
        </div>
      )
    )
  }

  return (
    <div
      className="shell"
      data-nav-open={isNavOpen || undefined}
      data-nav-collapsed={isNavCollapsed || undefined}
    >
      <a className="skip-link" href="#main">
        {t('folio:skipToContent')}
      </a>
      <header className="shell__bar">
        <span className="shell__bar-brand">
          <span className="nav__logo" aria-hidden="true">
            F
          </span>
          Folio
        </span>
        {isNavCollapsed && (
          <button
            type="button"
            className="button button--secondary shell__nav-restore"
            aria-controls="side-nav"
            aria-expanded={false}
            onClick={() => setNavRestored(true)}
          >
            {t('folio:showNavigation')}
          </button>
        )}
        {drawShellParts('bar')}
        <button
          type="button"
          className="shell__menu-button"
          aria-expanded={isNavOpen}
          aria-controls="side-nav"
          onClick={() => setNavOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">
            {isNavOpen ? t('folio:closeMenu') : t('folio:openMenu')}
          </span>
        </button>
      </header>
      <Nav config={config} user={session.data.user} top={drawShellParts('nav')} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <DocumentDrawerProvider>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </DocumentDrawerProvider>
      </main>
    </div>
  )
}
