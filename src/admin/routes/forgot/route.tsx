import { useState, type FormEvent } from 'react'
import { notify } from '../../ui/toast'
import { adminPaths } from '../../../shared/routes'
import { validateEmail, type ValidationResult } from '../../../shared/validation'
import { useClientConfig } from '../../lib/client-config-context'
import { useSession } from '../../lib/use-session'
import { forgotPassword } from '../../data/auth'
import { HttpError } from '../../data/http'
import { authErrorMessage } from '../../data/error-text'
import { useT } from '../../i18n/I18nProvider'
import { AlreadyLoggedIn } from '../../ui/AlreadyLoggedIn'
import { EmailField } from '../../ui/EmailField'
import { FootnoteLink } from '../../ui/FootnoteLink'
import { MinimalTemplate } from '../../ui/MinimalTemplate'
import { SubmitButton } from '../../ui/SubmitButton'

/** The form's toasts replace each other. */
const TOAST_ID = 'forgot-password'

export function Component() {
  const t = useT()
  const config = useClientConfig()
  const session = useSession()
  const [isSent, setSent] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const [emailResult, setEmailResult] = useState<ValidationResult>()

  if (session.data?.user)
    return <AlreadyLoggedIn link={{ to: adminPaths.account, label: t('authentication:account') }} />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    const checked = validateEmail(email, { required: true })
    setEmailResult(checked)
    if (checked !== true) return
    setSubmitting(true)
    try {
      await forgotPassword(config.userCollection, { email })
      setSent(true)
    } catch (error) {
      notify.error(
        error instanceof HttpError && error.status === 400
          ? t('authentication:emailNotValid')
          : authErrorMessage(error, t),
        TOAST_ID,
      )
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <MinimalTemplate>
      {isSent ? (
        <>
          <h1 className="minimal__title">{t('authentication:emailSent')}</h1>
          <p>{t('authentication:checkYourEmailForPasswordReset')}</p>
        </>
      ) : (
        <>
          <h1 className="minimal__title">{t('authentication:forgotPassword')}</h1>
          <p className="minimal__lead">{t('authentication:forgotPasswordEmailInstructions')}</p>
          <form className="stack" onSubmit={onSubmit} noValidate>
            <fieldset className="stack" disabled={isSubmitting}>
              <EmailField
                id="forgot-email"
                name="email"
                label={t('general:email')}
                autoComplete="email"
                autoFocus
                result={emailResult}
              />
              <SubmitButton>{t('general:submit')}</SubmitButton>
            </fieldset>
          </form>
        </>
      )}
      <FootnoteLink to={adminPaths.login} label={t('authentication:backToLogin')} />
    </MinimalTemplate>
  )
}
