import { useState, type ReactNode } from 'react'
import { useT } from '../../../admin/extend/i18n'
import { FormDialog, PasswordField } from '../../../admin/extend/ui'
import { refusalMessage } from './refusal'

interface PasswordDialogProps {
  title: string
  text: string
  confirmLabel: string
  /** Sends the current password; a refusal (wrong password) is shown on the field. */
  send: (currentPassword: string) => Promise<void>
  onClose: () => void
  isDestructive?: boolean
}

/** A dialog that asks for the current password before a change of the second factor. */
export function PasswordDialog(props: PasswordDialogProps) {
  const t = useT()
  const [isBusy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()

  async function submit(data: FormData) {
    const password = String(data.get('currentPassword') ?? '')
    if (!password) return setMessage(t('validation:required'))
    setBusy(true)
    setMessage(undefined)
    try {
      await props.send(password)
    } catch (error) {
      setMessage(refusalMessage(error, t))
      setBusy(false)
    }
  }

  const actions: ReactNode = (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={isBusy}
        onClick={props.onClose}
      >
        {t('general:cancel')}
      </button>
      <button
        type="submit"
        className={props.isDestructive ? 'button button--danger' : 'button button--primary'}
        disabled={isBusy}
      >
        {props.confirmLabel}
      </button>
    </>
  )
  return (
    <FormDialog
      title={props.title}
      onClose={props.onClose}
      isDismissable={!isBusy}
      onSubmit={(data) => void submit(data)}
      actions={actions}
    >
      <p className="dialog__body">{props.text}</p>
      <PasswordField
        id="totp-current-password"
        name="currentPassword"
        label={t('folio:currentPassword')}
        autoComplete="current-password"
        isRequired
        message={message}
      />
    </FormDialog>
  )
}
