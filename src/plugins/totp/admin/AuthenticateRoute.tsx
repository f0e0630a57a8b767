import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { boot, navigateInAdmin, refetchSession, useClientConfig } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { FootnoteLink, MinimalTemplate, notify } from '../../../admin/extend/ui'
import { adminPaths } from '../../../shared/routes'
import type { TotpAuthenticateRequest } from '../shared'
import { CodeInput } from './CodeInput'
import { isCompleteCode, normaliseRecoveryCode } from './code-text'
import { RecoveryCodeInput } from './RecoveryCodeInput'
import { refusalMessage, refusalRedirect } from './refusal'
import { stepDestination } from './step-destination'
import { totpAuthenticate } from './totp-api'
import { useCodeEntry } from './use-code-entry'
import { useTrustDays } from './use-trust-days'
import './totp.css'

/** The step's toasts replace each other. */
const TOAST_ID = 'totp-authenticate'

/**
 * The second step of a sign-in (`TOTP_ROUTES.authenticate`, which the sign-in answer names): the
 * authenticator's six-digit code, sent by itself once complete, or one of the recovery codes;
 * optionally trusting this device. A refused code lets the button be pressed again after
 * `TOTP_RETRY_DELAY_MS`; success goes where the sign-in was headed.
 */
export function Component() {
  const t = useT()
  const config = useClientConfig()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const trustDays = useTrustDays()
  const [isRecovery, setRecovery] = useState(false)
  const [isTrusted, setTrusted] = useState(false)
  const [message, setMessage] = useState<string>()
  const inputRef = useRef<HTMLInputElement>(null)

  async function send(body: TotpAuthenticateRequest): Promise<boolean> {
    try {
      const result = await totpAuthenticate(config.userCollection, {
        ...body,
        trustThisDevice: isTrusted,
      })
      await refetchSession(queryClient)
      const redirect = searchParams.get('redirect')
      navigateInAdmin(navigate, stepDestination(result.redirectTo, redirect, boot.adminRoute))
      return true
    } catch (error) {
      notify.error(refusalMessage(error, t), TOAST_ID)
      const redirectTo = refusalRedirect(error)
      if (redirectTo) navigateInAdmin(navigate, redirectTo)
      // What is typed next replaces the refused entry.
      inputRef.current?.select()
      return false
    }
  }

  const code = useCodeEntry({ send: (value) => send({ code: value }), isComplete: isCompleteCode })
  const recovery = useCodeEntry({
    send: (value) => send({ recoveryCode: normaliseRecoveryCode(value) }),
  })
  const entry = isRecovery ? recovery : code

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const isReady = isRecovery
      ? normaliseRecoveryCode(recovery.value) !== ''
      : isCompleteCode(code.value)
    if (!isReady) {
      setMessage(isRecovery ? t('totp:recoveryCodeMissing') : t('totp:codeIncomplete'))
      return void inputRef.current?.focus()
    }
    setMessage(undefined)
    void entry.submit()
  }

  function onChange(setValue: (value: string) => void) {
    return (value: string) => {
      setMessage(undefined)
      setValue(value)
    }
  }

  return (
    <MinimalTemplate>
      <h1 className="minimal__title">{t('totp:authenticateTitle')}</h1>
      <p className="minimal__lead">
        {isRecovery ? t('totp:recoveryLead') : t('totp:authenticateLead')}
      </p>
      <form className="stack" onSubmit={onSubmit} noValidate aria-busy={entry.isLocked}>
        {isRecovery ? (
          <RecoveryCodeInput
            id="totp-recovery-code"
            label={t('totp:recoveryCode')}
            value={recovery.value}
            onChange={onChange(recovery.setValue)}
            message={message}
            inputRef={inputRef}
          />
        ) : (
          <CodeInput
            id="totp-code"
            label={t('totp:code')}
            value={code.value}
            onChange={onChange(code.setValue)}
            message={message}
            inputRef={inputRef}
            autoFocus
          />
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={isTrusted}
            onChange={(event) => setTrusted(event.target.checked)}
          />
          {t('totp:trustDevice', { count: trustDays })}
        </label>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={entry.isLocked}
        >
          {t('totp:logIn')}
        </button>
        <button
          type="button"
          className="totp-switch"
          onClick={() => {
            setMessage(undefined)
            setRecovery(!isRecovery)
          }}
        >
          {isRecovery ? t('totp:useAuthenticatorCode') : t('totp:useRecoveryCode')}
        </button>
      </form>
      <FootnoteLink to={adminPaths.logout} label={t('totp:signOut')} />
    </MinimalTemplate>
  )
}
