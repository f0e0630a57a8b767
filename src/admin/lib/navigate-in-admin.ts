import type { NavigateFunction } from 'react-router'
import { adminRedirectPath } from '../../shared/redirect'
import { boot } from './boot'

/**
 * Goes to `target` inside the admin, through the router (never a full-page navigation), when its
 * normalised form is a same-origin path under the admin route; else to the admin root. Every
 * `redirect` parameter and server `redirectTo` is followed through here.
 */
export function navigateInAdmin(
  navigate: NavigateFunction,
  target: string | null | undefined,
): void {
  void navigate(adminRedirectPath(target, boot.adminRoute) ?? '/', { replace: true })
}

/** The current admin location as a `redirect` value (with the admin route, so it is a real path). */
export function currentRedirectTarget(location: { pathname: string; search: string }): string {
  const admin = boot.adminRoute.replace(/\/+$/, '')
  return `${admin}${location.pathname === '/' ? '' : location.pathname}${location.search}` || '/'
}
