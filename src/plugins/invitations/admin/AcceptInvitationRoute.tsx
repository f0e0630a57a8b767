import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import { readCookie } from '../../../shared/theme'
import {
  boot,
  logout,
  useClientConfig,
  useSession,
  authErrorMessage,
  HttpError,
  queryKeys,
} from '../../../admin/extend/data'
import { useI18n, useT } from '../../../admin/extend/i18n'
import { FootnoteLink, MinimalTemplate, Loading } from '../../../admin/extend/ui'
import { invitationPreviewQuery } from './invitation-api'
import { AcceptInvitationForm } from './AcceptInvitationForm'

/**
 * Signs out whoever was signed in in this browser when the view opened (docs/behaviour.md §2: the invitation
 * is for someone else); the invitee's own sign-in at the end stays.
 */
function useSignedOut(): boolean {
  const config = useClientConfig()
  const session = useSession()
  const queryClient = useQueryClient()
  const hasUser = Boolean(session.data?.user)
  const isChecked = useRef(false)
  useEffect(() => {
    if (session.isPending || isChecked.current) return
    isChecked.current = true
    if (!hasUser) return
    void logout(config.userCollection)
      .catch(() => undefined)
      .finally(() => {
        queryClient.removeQueries({
          predicate: (q) =>
            q.queryKey[0] !== 'client-config' && q.queryKey[0] !== 'invitation-preview',
        })
        void queryClient.invalidateQueries({ queryKey: queryKeys.clientConfig() })
      })
  }, [session.isPending, hasUser, config.userCollection, queryClient])
  return !session.isPending && !hasUser
}

/** Speaks the invitation's language (the email's) unless the person chose one (the language cookie). */
function useInvitationLanguage(invitationLanguage: string | null | undefined): void {
  const { language, setLanguage } = useI18n()
  const config = useClientConfig()
  useEffect(() => {
    if (
      !invitationLanguage ||
      invitationLanguage === language ||
      !config.language.supported.includes(invitationLanguage)
    )
      return
    if (readCookie(document.cookie, `${boot.cookiePrefix}-lng`)) return
    void setLanguage(invitationLanguage)
  }, [invitationLanguage, language, setLanguage, config.language.supported])
}

/** The accept-invitation view (docs/behaviour.md §2): `?token=` from the emailed link, then the profile form. */
export function Component() {
  const t = useT()
  const config = useClientConfig()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const isSignedOut = useSignedOut()
  const preview = useQuery({
    ...invitationPreviewQuery(config.userCollection, token),
    enabled: isSignedOut && token !== '',
  })
  useInvitationLanguage(preview.data?.language)

  let content
  if (token === '' || (preview.error instanceof HttpError && preview.error.status === 403)) {
    content = (
      <p role="alert">
        {token === ''
          ? t('invitations:invitationInvalid')
          : authErrorMessage(preview.error, t, [403])}
      </p>
    )
  } else if (preview.error) {
    content = <p role="alert">{authErrorMessage(preview.error, t)}</p>
  } else if (!preview.data) {
    content = <Loading />
  } else {
    content = <AcceptInvitationForm token={token} preview={preview.data} />
  }

  return (
    <MinimalTemplate>
      <h1 className="minimal__title">{t('invitations:acceptInvitationTitle')}</h1>
      {content}
      {!preview.data && (
        <FootnoteLink to={adminPaths.login} label={t('authentication:backToLogin')} />
      )}
    </MinimalTemplate>
  )
}
