import { refetchSession } from '../../data/session-changed'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { NO_PASSWORD_POLICY, validatePassword } from '../../../shared/password-policy'
import { adminPaths } from '../../../shared/routes'
import type { ValidationResult } from '../../../shared/validation'
import { resetPassword } from '../../data/auth'
import { authErrorMessage } from '../../data/error-text'
import { HttpError } from '../../data/http'
import { serverFieldErrors } from '../../forms/validate-form'
import { useT } from '../../i18n/I18nProvider'
import { useClientConfig } from '../../lib/client-config-context'
import { useSession } from '../../lib/use-session'
import { navigateInAdmin } from '../../lib/navigate-in-admin'
import { FootnoteLink } from '../../ui/FootnoteLink'
import { MinimalTemplate } from '../../ui/MinimalTemplate'
import { SubmitButton } from '../../ui/SubmitButton'
import { AlreadyLoggedIn } from '../../ui/AlreadyLoggedIn'
import { notify } from '../../ui/toast'
import { NewPasswordField } from '../../forms/new-password/NewPasswordField'
import { passwordStringPack } from '../../forms/new-password/strings/pack'

/** The password rules' strings: the rules show at the first render. */
export const stringPacks = [passwordStringPack]

/** The form's toasts replace each other. */
const TOAST_ID = 'reset-password'

/** The reset-password view: `?token=` from the emailed link, a new password with its live rules. */
export function Component() {
  const t = useT()
  const config = useClientConfig()
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [result, setResult] = useState<ValidationResult>()
  const [serverMessage, setServerMessage] = useState<string>()
  const [isSubmitting, setSubmitting] = useState(false)

  if (session.data?.user && !isSubmitting)
    return <AlreadyLoggedIn link={{ to: adminPaths.logout, label: t('authentication:logOut') }} />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    const checked = validatePassword(password, {
      policy: config.passwordPolicy ?? NO_PASSWORD_POLICY,
      isRequired: true,
    })
    setResult(checked)
    setServerMessage(undefined)
    if (checked !== true) return
    setSubmitting(true)
    try {
      const response = await resetPassword(config.userCollection, { password, token })
      if (response.redirectTo) return void navigateInAdmin(navigate, response.redirectTo)
      // Payload signs the user in with the reset (a cookie; the token itself is kept out of the body).
      const isSignedIn = Boolean(response.token ?? response.user)
      await refetchSession(queryClient)
      if (isSignedIn) notify.success(t('general:updatedSuccessfully'), TOAST_ID)
      void navigate(adminPaths.dashboard, { replace: true })
    } catch (error) {
      const own =
        error instanceof HttpError
          ? serverFieldErrors(error.body).find((e) => e.path === 'password')
          : undefined
      if (own) setServerMessage(own.message)
      else notify.error(authErrorMessage(error, t), TOAST_ID)
      setSubmitting(false)
    }
  }

  return (
    <MinimalTemplate>
      <h1 className="minimal__title">{t('authentication:resetPassword')}</h1>
      {token === '' ? (
        <p role="alert">{t('folio:resetTokenMissing')}</p>
      ) : (
        <>
          <p className="minimal__lead">{t('folio:resetPasswordLead')}</p>
          <form className="stack" onSubmit={onSubmit} noValidate>
            <fieldset className="stack" disabled={isSubmitting}>
              <NewPasswordField
                id="reset-password"
                name="password"
                label={t('authentication:newPassword')}
                policy={config.passwordPolicy}
                isRequired
                result={result}
                message={serverMessage}
              />
              <SubmitButton>{t('authentication:resetPassword')}</SubmitButton>
            </fieldset>
          </form>
        </>
      )}
      <FootnoteLink to={adminPaths.forgot} label={t('authentication:forgotPassword')} />
    </MinimalTemplate>
  )
}
