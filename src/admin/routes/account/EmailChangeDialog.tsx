import { useState, type ReactNode } from 'react'
import { useT } from '../../i18n/I18nProvider'
import { FormDialog } from '../../ui/FormDialog'
import { PasswordField } from '../../ui/PasswordField'

type Pending = { email: string; resolve: (currentPassword: string | undefined) => void }

const normalize = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/**
 * The server changes one's own email only with the current password: a save whose email differs
 * from `currentEmail` first asks for it in a dialog and sends it as `currentPassword`. Cancelling
 * saves without it, so the server's message says why nothing changed.
 */
export function useEmailChangeProof(currentEmail: string | undefined): {
  withProof: (data: Record<string, unknown>) => Promise<Record<string, unknown>>
  dialog: ReactNode
} {
  const [pending, setPending] = useState<Pending>()
  async function withProof(data: Record<string, unknown>) {
    if (!('email' in data) || normalize(data.email) === normalize(currentEmail)) return data
    const currentPassword = await new Promise<string | undefined>((resolve) =>
      setPending({ email: String(data.email), resolve }),
    )
    setPending(undefined)
    return currentPassword ? { ...data, currentPassword } : data
  }
  return {
    withProof,
    dialog: pending ? <EmailChangeDialog email={pending.email} onDone={pending.resolve} /> : null,
  }
}

function EmailChangeDialog(props: {
  email: string
  onDone: (currentPassword: string | undefined) => void
}) {
  const t = useT()
  const cancel = () => props.onDone(undefined)
  return (
    <FormDialog
      title={t('folio:confirmEmailChangeTitle')}
      onClose={cancel}
      onSubmit={(data) => props.onDone(String(data.get('currentPassword') ?? '') || undefined)}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={cancel}>
            {t('general:cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('folio:confirmEmailChange')}
          </button>
        </>
      }
    >
      <p className="dialog__body">{t('folio:confirmEmailChangeText', { email: props.email })}</p>
      <PasswordField
        id="email-change-current"
        name="currentPassword"
        label={t('folio:currentPassword')}
        autoComplete="current-password"
        isRequired
      />
    </FormDialog>
  )
}
