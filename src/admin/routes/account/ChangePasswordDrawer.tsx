import { useState, type FormEvent } from 'react'
import { NO_PASSWORD_POLICY, validatePassword } from '../../../shared/password-policy'
import { validateRequired, type ValidationResult } from '../../../shared/validation'
import { changePassword } from '../../data/auth'
import { authErrorMessage } from '../../data/error-text'
import { HttpError } from '../../data/http'
import { serverFieldErrors } from '../../forms/validate-form'
import { useT } from '../../i18n/I18nProvider'
import { useClientConfig } from '../../lib/client-config-context'
import { Drawer } from '../../ui/Drawer'
import { PasswordField } from '../../ui/PasswordField'
import { notify } from '../../ui/toast'
import { NewPasswordField } from '../../forms/new-password/NewPasswordField'

/** The statuses whose server message a failed change shows (docs/behaviour.md §8). */
const MESSAGE_STATUSES = [400, 401, 403] as const
/** The form's toasts replace each other. */
const TOAST_ID = 'change-password'

type Results = { currentPassword?: ValidationResult; password?: ValidationResult }

/** The change-password drawer: the current password (not rule-checked) and a new one with its rules. */
export function ChangePasswordDrawer(props: { email: string; onClose: () => void }) {
  const t = useT()
  const config = useClientConfig()
  const [results, setResults] = useState<Results>({})
  const [serverMessage, setServerMessage] = useState<string>()
  const [isSubmitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const currentPassword = String(form.get('currentPassword') ?? '')
    const password = String(form.get('password') ?? '')
    const next: Results = {
      currentPassword: validateRequired(currentPassword, { required: true }),
      password: validatePassword(password, {
        policy: config.passwordPolicy ?? NO_PASSWORD_POLICY,
        isRequired: true,
      }),
    }
    setResults(next)
    setServerMessage(undefined)
    if (next.currentPassword !== true || next.password !== true) return
    setSubmitting(true)
    try {
      const response = await changePassword(config.userCollection, { currentPassword, password })
      notify.success(response.message ?? t('general:updatedSuccessfully'), TOAST_ID)
      props.onClose()
    } catch (error) {
      const own =
        error instanceof HttpError
          ? serverFieldErrors(error.body).find((e) => e.path === 'password')
          : undefined
      if (own) setServerMessage(own.message)
      else notify.error(authErrorMessage(error, t, MESSAGE_STATUSES), TOAST_ID)
      setSubmitting(false)
    }
  }

  return (
    <Drawer title={t('authentication:changePassword')} onClose={props.onClose}>
      <h2 className="drawer__title">{t('authentication:changePassword')}</h2>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <fieldset className="stack" disabled={isSubmitting}>
          <PasswordField
            id="change-current"
            name="currentPassword"
            label={t('folio:currentPassword')}
            autoComplete="current-password"
            isRequired
            result={results.currentPassword}
          />
          <NewPasswordField
            id="change-new"
            name="password"
            label={t('authentication:newPassword')}
            policy={config.passwordPolicy}
            isRequired
            result={results.password}
            message={serverMessage}
            userInputs={[props.email]}
          />
          <button type="submit" className="button button--primary">
            {t('authentication:changePassword')}
          </button>
        </fieldset>
      </form>
    </Drawer>
  )
}
