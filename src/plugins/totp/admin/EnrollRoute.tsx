import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  boot,
  navigateInAdmin,
  refetchSession,
  useClientConfig,
  useSession,
} from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { FootnoteLink, MinimalTemplate, Loading } from '../../../admin/extend/ui'
import { adminPaths } from '../../../shared/routes'
import { adminRedirectPath, sanitizeRedirect } from '../../../shared/redirect'
import { TOTP_SETUP_FAILURE_DELAY_MS } from '../shared'
import { EnrollForm } from './EnrollForm'
import { RecoveryCodesList } from './RecoveryCodesList'
import { totpSetupQuery } from './totp-api'

/**
 * Turning two-factor sign-in on (`TOTP_ROUTES.enroll`): for a person whose role requires it, right
 * after the password (the session is pending until the first code), or from the account page. It
 * reads a new secret, takes the app's first code, then shows the ten recovery codes once; their
 * confirmation goes on to `redirect` (or the admin root) as a signed-in session.
 */
export function Component() {
  const t = useT()
  const config = useClientConfig()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const setup = useQuery(totpSetupQuery(config.userCollection))
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>()
  const [isLeaving, setLeaving] = useState(false)
  const isAborted = setup.data?.abort === true
  const isFailed = setup.isError
  // A signed-in person (from the account page) goes back where they came from; a pending one signs out.
  const isSignedIn = Boolean(useSession().data?.user)
  const redirect = searchParams.get('redirect')

  useEffect(() => {
    if (isAborted) void navigate(adminPaths.dashboard, { replace: true })
  }, [isAborted, navigate])
  useEffect(() => {
    if (!isFailed) return
    const timer = window.setTimeout(
      () => void navigate(adminPaths.dashboard, { replace: true }),
      TOTP_SETUP_FAILURE_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [isFailed, navigate])

  async function leave() {
    setLeaving(true)
    await refetchSession(queryClient)
    navigateInAdmin(navigate, sanitizeRedirect(redirect))
  }

  let content
  if (recoveryCodes) {
    content = (
      <>
        <h1 className="minimal__title">{t('totp:recoveryCodesTitle')}</h1>
        <p className="minimal__lead">{t('totp:recoveryCodesLead')}</p>
        <RecoveryCodesList codes={recoveryCodes} />
        <button
          type="button"
          className="button button--primary button--block"
          disabled={isLeaving}
          onClick={() => void leave()}
        >
          {t('totp:codesKept')}
        </button>
      </>
    )
  } else {
    const { qrCode, secret } = setup.data ?? {}
    content = (
      <>
        <h1 className="minimal__title">{t('totp:enrollTitle')}</h1>
        {isFailed ? (
          <p className="minimal__alert" role="alert">
            {t('totp:setupFailed')}
          </p>
        ) : qrCode && secret ? (
          <>
            <p className="minimal__lead">{t('totp:enrollLead')}</p>
            <EnrollForm
              qrCode={qrCode}
              secret={secret}
              onEnrolled={(result) => setRecoveryCodes(result.recoveryCodes ?? [])}
            />
          </>
        ) : (
          <Loading />
        )}
        {isSignedIn ? (
          <FootnoteLink
            to={adminRedirectPath(redirect, boot.adminRoute) ?? adminPaths.dashboard}
            label={t('general:cancel')}
          />
        ) : (
          <FootnoteLink to={adminPaths.logout} label={t('totp:signOut')} />
        )}
      </>
    )
  }
  return <MinimalTemplate>{content}</MinimalTemplate>
}
