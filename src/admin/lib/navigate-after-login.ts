import type { NavigateFunction } from 'react-router'
import { sanitizeRedirect } from '../../shared/redirect'
import { boot } from './boot'

/** Goes to a sanitized same-origin `redirect`, or to the admin root. */
export function navigateAfterLogin(navigate: NavigateFunction, redirect: string | null): void {
  const target = sanitizeRedirect(redirect)
  const admin = boot.adminRoute.replace(/\/+$/, '')
  if (!target) return void navigate('/', { replace: true })
  if (admin === '' || target === admin || target.startsWith(admin + '/') || target.startsWith(admin + '?')) {
    return void navigate(target.slice(admin.length) || '/', { replace: true })
  }
  window.location.assign(target)
}

/** The current admin location as a `redirect` value (with the admin route, so it is a real path). */
export function currentRedirectTarget(location: { pathname: string; search: string }): string {
  const admin = boot.adminRoute.replace(/\/+$/, '')
  return `${admin}${location.pathname === '/' ? '' : location.pathname}${location.search}` || '/'
}
