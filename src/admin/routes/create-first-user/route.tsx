import { refetchSession } from '../../data/session-changed'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { notify } from '../../ui/toast'
import { NO_PASSWORD_POLICY, validatePassword } from '../../../shared/password-policy'
import {
  validateConfirmation,
  validateEmail,
  type ValidationResult,
} from '../../../shared/validation'
import { FormStore } from '../../forms/form-store'
import { dataToSave, valuesFromDoc } from '../../forms/initial-values'
import { RenderFields } from '../../forms/RenderFields'
import { serverFieldErrors, validateForm } from '../../forms/validate-form'
import { useLabel } from '../../i18n/label'
import { useClientConfig } from '../../lib/client-config-context'
import { login, registerFirstUser } from '../../data/auth'
import { authErrorMessage } from '../../data/error-text'
import { useT } from '../../i18n/I18nProvider'
import { EmailField } from '../../ui/EmailField'
import { MinimalTemplate } from '../../ui/MinimalTemplate'
import { PasswordField } from '../../ui/PasswordField'
import { HttpError } from '../../data/http'
import { useServerValidation } from '../../forms/server-validation/use-server-validation'
import { NewPasswordField } from '../../forms/new-password/NewPasswordField'
import { passwordStringPack } from '../../forms/new-password/strings/pack'

type Errors = Partial<Record<'email' | 'password' | 'confirmPassword', ValidationResult>>
/** Messages the server gave for the email and password (a refused password, a taken address). */
type ServerErrors = Partial<Record<'email' | 'password', string>>

/** The password rules' strings: the rules show at the first render. */
export const stringPacks = [passwordStringPack]

/** The form's toasts replace each other. */
const TOAST_ID = 'create-first-user'

export function Component() {
  const t = useT()
  const config = useClientConfig()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const label = useLabel()
  const extraFields = config.firstUserFields ?? []
  const [store] = useState(() => new FormStore(valuesFromDoc(extraFields, undefined)))
  const [errors, setErrors] = useState<Errors>({})
  const [serverErrors, setServerErrors] = useState<ServerErrors>({})
  const [emailInput, setEmailInput] = useState('')
  const [isSubmitting, setSubmitting] = useState(false)
  useServerValidation({
    store,
    fields: extraFields,
    target: { kind: 'collection', slug: config.userCollection },
  })
  if (config.hasUsers && !isSubmitting) return <Navigate to="/" replace />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '')
    const password = String(form.get('password') ?? '')
    const confirmPassword = String(form.get('confirmPassword') ?? '')
    const next: Errors = {
      email: validateEmail(email, { required: true }),
      password: validatePassword(password, {
        policy: config.passwordPolicy ?? NO_PASSWORD_POLICY,
        isRequired: true,
      }),
      confirmPassword: validateConfirmation(password, confirmPassword),
    }
    setErrors(next)
    setServerErrors({})
    const areExtraFieldsValid = validateForm({
      store,
      fields: extraFields,
      labelOf: (f) => label(f.label, f.name),
    })
    if (Object.values(next).some((r) => r !== true) || !areExtraFieldsValid) return
    setSubmitting(true)
    try {
      await registerFirstUser(config.userCollection, {
        ...dataToSave(extraFields, store.getValues()),
        email,
        password,
        confirmPassword,
      })
      // Payload's first-register answers with an empty cookie when tokens are kept out of responses.
      await login(config.userCollection, { email, password })
      await refetchSession(queryClient)
      void navigate('/', { replace: true })
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? serverFieldErrors(error.body) : []
      const own = Object.fromEntries(
        fieldErrors
          .filter((e) => e.path === 'email' || e.path === 'password')
          .map((e) => [e.path, e.message]),
      ) as ServerErrors
      for (const e of fieldErrors)
        if (e.path !== 'email' && e.path !== 'password')
          store.setError(e.path, { message: e.message })
      if (fieldErrors.length > 0) setServerErrors(own)
      else notify.error(authErrorMessage(error, t), TOAST_ID)
      setSubmitting(false)
    }
  }

  return (
    <MinimalTemplate>
      <h1 className="minimal__title">{t('authentication:createFirstUser')}</h1>
      <p className="minimal__lead">{t('authentication:beginCreateFirstUser')}</p>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <fieldset className="stack" disabled={isSubmitting}>
          <EmailField
            id="first-email"
            name="email"
            label={t('general:email')}
            autoComplete="email"
            isRequired
            value={emailInput}
            onChange={(event) => setEmailInput(event.target.value)}
            autoFocus
            result={errors.email}
            message={serverErrors.email}
          />
          <NewPasswordField
            id="first-password"
            name="password"
            label={t('general:password')}
            policy={config.passwordPolicy}
            isRequired
            result={errors.password}
            message={serverErrors.password}
            userInputs={[emailInput]}
          />
          <PasswordField
            id="first-confirm"
            name="confirmPassword"
            label={t('authentication:confirmPassword')}
            autoComplete="new-password"
            isRequired
            result={errors.confirmPassword}
          />
          {extraFields.length > 0 && (
            <RenderFields store={store} fields={extraFields} isReadOnly={false} idPrefix="first" />
          )}
          <button type="submit" className="button button--primary button--block">
            {t('general:create')}
          </button>
        </fieldset>
      </form>
    </MinimalTemplate>
  )
}
