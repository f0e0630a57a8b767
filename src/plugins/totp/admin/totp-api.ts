import { queryOptions } from '@tanstack/react-query'
import { api, queryKeys } from '../../../admin/extend/data'
import { apiPaths } from '../../../shared/routes'
import {
  TOTP_ENDPOINTS,
  type TotpAuthenticateRequest,
  type TotpAuthenticateResponse,
  type TotpFinishEnrollmentResponse,
  type TotpRecoveryCodesResponse,
  type TotpSetupResponse,
} from '../shared'

const under = (slug: string, path: string) => apiPaths.collection(slug) + path

/** A new secret and its QR code, read once per visit of the enrollment view (never again behind its back). */
export const totpSetupQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.plugin('totp', 'setup', slug),
    queryFn: ({ signal }) => api<TotpSetupResponse>(under(slug, TOTP_ENDPOINTS.setup), { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

export function finishEnrollment(slug: string, code: string) {
  return api<TotpFinishEnrollmentResponse>(under(slug, TOTP_ENDPOINTS.finishEnrollment), {
    method: 'POST',
    body: { code },
  })
}

export function totpAuthenticate(slug: string, body: TotpAuthenticateRequest) {
  return api<TotpAuthenticateResponse>(under(slug, TOTP_ENDPOINTS.authenticate), {
    method: 'POST',
    body,
  })
}

export function disableTotp(slug: string, currentPassword: string) {
  return api<{ message?: string }>(under(slug, TOTP_ENDPOINTS.disable), {
    method: 'POST',
    body: { currentPassword },
  })
}

export function renewRecoveryCodes(slug: string, currentPassword: string) {
  return api<TotpRecoveryCodesResponse>(under(slug, TOTP_ENDPOINTS.recoveryCodes), {
    method: 'POST',
    body: { currentPassword },
  })
}
