import { queryKeys } from './query-keys'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import { api } from './http'

export interface User {
  id: string | number
  email: string
  name?: string | null
  role?: string | null
  [field: string]: unknown
}

export interface MeResponse {
  user: User | null
  exp?: number
}

export interface LoginResponse {
  user?: User
  exp?: number
  message?: string
  redirectTo?: string
}

export const meQuery = (userSlug: string) =>
  queryOptions({
    queryKey: queryKeys.me(userSlug),
    queryFn: ({ signal }) => api<MeResponse>(apiPaths.auth(userSlug, 'me'), { signal }),
    staleTime: 60_000,
  })

export function login(
  userSlug: string,
  body: { email: string; password: string },
): Promise<LoginResponse> {
  return api<LoginResponse>(apiPaths.auth(userSlug, 'login'), { method: 'POST', body })
}

export function logout(userSlug: string): Promise<unknown> {
  return api(apiPaths.auth(userSlug, 'logout'), { method: 'POST' })
}

export function refreshToken(
  userSlug: string,
): Promise<{ exp?: number; user?: User; refreshedToken?: string }> {
  return api(apiPaths.auth(userSlug, 'refresh-token'), { method: 'POST' })
}

export function registerFirstUser(
  userSlug: string,
  body: Record<string, unknown>,
): Promise<LoginResponse> {
  return api<LoginResponse>(apiPaths.auth(userSlug, 'first-register'), { method: 'POST', body })
}

export function forgotPassword(
  userSlug: string,
  body: { email: string },
): Promise<{ message?: string }> {
  return api(apiPaths.auth(userSlug, 'forgot-password'), { method: 'POST', body })
}

/** Payload signs the user in when the reset succeeds: `user` is then present (the token stays in the cookie). */
export interface ResetPasswordResponse {
  message?: string
  user?: User
  token?: string
  redirectTo?: string
}

export function resetPassword(
  userSlug: string,
  body: { password: string; token: string },
): Promise<ResetPasswordResponse> {
  return api<ResetPasswordResponse>(apiPaths.auth(userSlug, 'reset-password'), {
    method: 'POST',
    body,
  })
}

export function changePassword(
  userSlug: string,
  body: { currentPassword: string; password: string },
): Promise<{ message?: string }> {
  return api(apiPaths.auth(userSlug, 'change-password'), { method: 'POST', body })
}
