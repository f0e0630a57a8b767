import { adminRedirectPath, sanitizeRedirect, withRedirectParam } from '../../../shared/redirect'

/**
 * Where a signed-in step (the code, the enrollment) goes next: a further step the server names
 * (`redirectTo` inside the admin, not its root) carries the sign-in's `redirect` on, as the sign-in
 * screen does; the admin root (or nothing) gives way to that `redirect`. `navigateInAdmin` checks it.
 */
export function stepDestination(
  redirectTo: string | undefined,
  redirect: string | null | undefined,
  adminRoute: string,
): string | undefined {
  const safeRedirect = sanitizeRedirect(redirect)
  const step = adminRedirectPath(redirectTo, adminRoute)
  if (!redirectTo || step === undefined || step === '/') return safeRedirect ?? redirectTo
  return withRedirectParam(redirectTo, safeRedirect)
}
