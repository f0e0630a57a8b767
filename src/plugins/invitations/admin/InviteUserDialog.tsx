import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { requestErrorMessage, HttpError, queryKeys } from '../../../admin/extend/data'
import { serverFieldErrors } from '../../../admin/extend/forms'
import { useI18n, useLabel, languageName } from '../../../admin/extend/i18n'
import { EmailField, FormDialog, notify } from '../../../admin/extend/ui'
import type { ClientCollection, SelectField } from '../../../shared/client-config'
import { validateEmail, type ValidationResult } from '../../../shared/validation'
import { useClientConfig } from '../../../admin/extend/data'
import { intlLocale } from '../../../shared/catalog'
import { inviteUser } from './invitation-api'

/** The form's toasts replace each other. */
const TOAST_ID = 'invite-user'

/**
 * Invites a person from the users list: their email, a role (the collection's `role` select, when
 * it has one), an optional name, and the language of the email. The list shows them as pending.
 */
export default function InviteUserDialog(props: {
  collection: ClientCollection
  onClose: () => void
}) {
  const { t, language } = useI18n()
  const languages = useClientConfig().language.supported
  const label = useLabel()
  const id = useId()
  const queryClient = useQueryClient()
  const roleField = props.collection.fields.find(
    (f): f is SelectField => f.name === 'role' && f.type === 'select',
  )
  const [emailResult, setEmailResult] = useState<ValidationResult>()
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [isBusy, setBusy] = useState(false)

  async function onSubmit(form: FormData) {
    const email = String(form.get('email') ?? '').trim()
    const checked = validateEmail(email, { required: true })
    setEmailResult(checked)
    setServerErrors({})
    if (checked !== true) return
    setBusy(true)
    try {
      await inviteUser(props.collection.slug, {
        email,
        name: String(form.get('name') ?? ''),
        role: form.has('role') ? String(form.get('role')) : undefined,
        language: String(form.get('language') ?? ''),
      })
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents(props.collection.slug) })
      notify.success(t('invitations:invitationSent', { email }), TOAST_ID)
      props.onClose()
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? serverFieldErrors(error.body) : []
      if (fieldErrors.length > 0)
        setServerErrors(Object.fromEntries(fieldErrors.map((e) => [e.path, e.message])))
      else notify.error(requestErrorMessage(error, t), TOAST_ID)
      setBusy(false)
    }
  }

  const otherErrors = Object.entries(serverErrors).filter(([path]) => path !== 'email')
  return (
    <FormDialog
      title={t('invitations:inviteUser')}
      onClose={props.onClose}
      isDismissable={!isBusy}
      onSubmit={onSubmit}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={props.onClose}
            disabled={isBusy}
          >
            {t('general:cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isBusy}>
            {t('invitations:sendInvitation')}
          </button>
        </>
      }
    >
      <p className="field__description">{t('invitations:inviteUserLead')}</p>
      <fieldset className="stack" disabled={isBusy}>
        <EmailField
          id={`${id}-email`}
          name="email"
          label={t('general:email')}
          autoComplete="off"
          isRequired
          autoFocus
          result={emailResult}
          message={serverErrors.email}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {label(props.collection.fields.find((f) => f.name === 'name')?.label, 'name')}
          </label>
          <input id={`${id}-name`} name="name" type="text" className="input" autoComplete="off" />
        </div>
        {roleField && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-role`}>
              {label(roleField.label, 'role')}
            </label>
            <select
              id={`${id}-role`}
              name="role"
              className="input select"
              defaultValue={String(roleField.defaultValue ?? roleField.options[0]?.value ?? '')}
            >
              {roleField.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {label(o.label, o.value)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-language`}>
            {t('invitations:inviteLanguage')}
          </label>
          <select
            id={`${id}-language`}
            name="language"
            className="input select"
            defaultValue={languages.includes(language) ? language : 'en'}
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={intlLocale(code)}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        {otherErrors.map(([path, message]) => (
          <p key={path} className="field__error" role="alert">
            {message}
          </p>
        ))}
      </fieldset>
    </FormDialog>
  )
}
