import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { NO_PASSWORD_POLICY, validatePassword } from '../../../shared/password-policy'
import type { ValidationResult } from '../../../shared/validation'
import {
  authErrorMessage,
  HttpError,
  useClientConfig,
  navigateInAdmin,
  refetchSession,
} from '../../../admin/extend/data'
import {
  FormStore,
  dataToSave,
  valuesFromDoc,
  RenderFields,
  serverFieldErrors,
  validateForm,
  useServerValidation,
  NewPasswordField,
} from '../../../admin/extend/forms'
import { useT, useLabel } from '../../../admin/extend/i18n'
import { notify } from '../../../admin/extend/ui'
import { acceptInvitation } from './invitation-api'
import type { InvitationPreview } from '../shared'

/** The form's toasts replace each other. */
const TOAST_ID = 'accept-invitation'

/**
 * The profile an invitee completes (docs/behaviour.md §2 'Accept-invitation form'): a password with its live
 * rules and meter, the user collection's other fields, the link's token as a hidden input, and
 * 'Create profile'. Success signs the new user in and opens `redirectTo` or the dashboard.
 */
export function AcceptInvitationForm(props: { token: string; preview: InvitationPreview }) {
  const { token, preview } = props
  const t = useT()
  const label = useLabel()
  const config = useClientConfig()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [store] = useState(() => new FormStore(valuesFromDoc(preview.fields, preview.data)))
  const [result, setResult] = useState<ValidationResult>()
  const [serverMessage, setServerMessage] = useState<string>()
  const [isSubmitting, setSubmitting] = useState(false)
  const [name, setName] = useState(typeof preview.data.name === 'string' ? preview.data.name : '')
  useServerValidation({
    store,
    fields: preview.fields,
    target: { kind: 'collection', slug: config.userCollection, id: String(preview.id) },
    grant: token,
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    const checked = validatePassword(password, {
      policy: config.passwordPolicy ?? NO_PASSWORD_POLICY,
      isRequired: true,
    })
    setResult(checked)
    setServerMessage(undefined)
    const areFieldsValid = validateForm({
      store,
      fields: preview.fields,
      labelOf: (f) => label(f.label, f.name),
    })
    if (checked !== true || !areFieldsValid) return
    setSubmitting(true)
    try {
      const response = await acceptInvitation(config.userCollection, {
        ...dataToSave(preview.fields, store.getValues()),
        password,
        token: String(form.get('token') ?? ''),
      })
      await refetchSession(queryClient)
      if (response.redirectTo) return void navigateInAdmin(navigate, response.redirectTo)
      notify.success(t('invitations:invitationAccepted'), TOAST_ID)
      void navigate('/', { replace: true })
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? serverFieldErrors(error.body) : []
      for (const e of fieldErrors)
        if (e.path !== 'password') store.setError(e.path, { message: e.message })
      const own = fieldErrors.find((e) => e.path === 'password')
      if (own) setServerMessage(own.message)
      else if (fieldErrors.length === 0)
        notify.error(authErrorMessage(error, t, [400, 401, 403]), TOAST_ID)
      setSubmitting(false)
    }
  }

  return (
    <>
      <p className="minimal__lead">
        {t('invitations:acceptInvitationLead', { email: preview.email })}
      </p>
      <form
        className="stack"
        onSubmit={onSubmit}
        onChange={() => setName(String(store.getValue('name') ?? ''))}
        noValidate
      >
        <fieldset className="stack" disabled={isSubmitting}>
          {/* For password managers: the account the new password belongs to. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={preview.email}
            readOnly
            hidden
          />
          <input type="hidden" name="token" value={token} />
          <NewPasswordField
            id="invite-password"
            name="password"
            label={t('general:password')}
            policy={config.passwordPolicy}
            isRequired
            result={result}
            message={serverMessage}
            userInputs={[preview.email, name].filter(Boolean)}
          />
          {preview.fields.length > 0 && (
            <RenderFields
              store={store}
              fields={preview.fields}
              isReadOnly={false}
              idPrefix="invite"
            />
          )}
          <button type="submit" className="button button--primary button--block">
            {t('invitations:createProfile')}
          </button>
        </fieldset>
      </form>
    </>
  )
}
