import { queryOptions } from '@tanstack/react-query'
import { type User, api, queryKeys } from '../../../admin/extend/data'
import { apiPaths } from '../../../shared/routes'
import {
  invitationEndpoints,
  type InvitationPreview,
  type InvitationState,
  type InviteRequest,
} from '../shared'

const under = (slug: string, path: string) => apiPaths.collection(slug) + path

export function inviteUser(
  slug: string,
  body: InviteRequest,
): Promise<{ doc: User; message: string }> {
  return api(under(slug, invitationEndpoints.invite), { method: 'POST', body })
}

export const invitationStateQuery = (slug: string, id: string | number) =>
  queryOptions({
    queryKey: queryKeys.plugin('invitations', slug, String(id)),
    queryFn: ({ signal }) =>
      api<InvitationState>(under(slug, invitationEndpoints.manage(id)), { signal }),
  })

export function resendInvitation(
  slug: string,
  id: string | number,
): Promise<{ invitation: InvitationState; message: string }> {
  return api(under(slug, invitationEndpoints.manage(id)), { method: 'POST' })
}

export function revokeInvitation(slug: string, id: string | number): Promise<{ message: string }> {
  return api(under(slug, invitationEndpoints.manage(id)), { method: 'DELETE' })
}

export const invitationPreviewQuery = (slug: string, token: string) =>
  queryOptions({
    queryKey: queryKeys.plugin('invitations', 'preview', slug, token),
    queryFn: ({ signal }) =>
      api<InvitationPreview>(under(slug, invitationEndpoints.preview), {
        query: { token },
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  })

export function acceptInvitation(
  slug: string,
  body: Record<string, unknown>,
): Promise<{ user: User; message: string; redirectTo?: string }> {
  return api(under(slug, invitationEndpoints.accept), { method: 'POST', body })
}
