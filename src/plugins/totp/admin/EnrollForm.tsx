import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { HttpError, useClientConfig } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { notify } from '../../../admin/extend/ui'
import { adminPaths } from '../../../shared/routes'
import type { TotpFinishEnrollmentResponse } from '../shared'
import { CodeInput } from './CodeInput'
import { isCompleteCode } from './code-text'
import { refusalMessage } from './refusal'
import { SetupKey } from './SetupKey'
import { finishEnrollment } from './totp-api'
import { useCodeEntry } from './use-code-entry'
import './totp.css'

const TOAST_ID = 'totp-enroll'

/**
 * The enrollment's first part: the QR code and the setup key for the app, then its first code,
 * sent by itself once complete or with 'Activate account'. A refused code may be tried again after
 * `TOTP_RETRY_DELAY_MS`; 'already enabled' (409) leaves for the admin root.
 */
export function EnrollForm(props: {
  qrCode: string
  secret: string
  onEnrolled: (result: TotpFinishEnrollmentResponse) => void
}) {
  const t = useT()
  const config = useClientConfig()
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const { onEnrolled } = props

  async function send(code: string): Promise<boolean> {
    try {
      const result = await finishEnrollment(config.userCollection, code)
      notify.success(result.message, TOAST_ID)
      onEnrolled(result)
      return true
    } catch (error) {
      notify.error(refusalMessage(error, t), TOAST_ID)
      if (error instanceof HttpError && error.status === 409)
        void navigate(adminPaths.dashboard, { replace: true })
      inputRef.current?.select()
      return false
    }
  }

  const entry = useCodeEntry({ send, isComplete: isCompleteCode })

  return (
    <form
      className="stack"
      noValidate
      aria-busy={entry.isLocked}
      onSubmit={(event) => {
        event.preventDefault()
        if (isCompleteCode(entry.value)) void entry.submit()
        else inputRef.current?.focus()
      }}
    >
      <img className="totp-qr" src={props.qrCode} alt={t('totp:qrCodeAlt')} />
      <SetupKey secret={props.secret} />
      <CodeInput
        id="totp-enroll-code"
        label={t('totp:code')}
        value={entry.value}
        onChange={entry.setValue}
        inputRef={inputRef}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={entry.isLocked}
      >
        {t('totp:activate')}
      </button>
    </form>
  )
}
