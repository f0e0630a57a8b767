import { useState } from 'react'
import type { DocumentPanelContext } from '../../../admin/extend'
import { api, requestErrorMessage, useSession } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { ConfirmDialog, Panel, notify } from '../../../admin/extend/ui'
import { TOTP_ENDPOINTS, type TotpConfigOfUser } from '../shared'

const resetPath = (slug: string, id: string) =>
  `/${slug}${TOTP_ENDPOINTS.reset.replace(':id', encodeURIComponent(id))}`

/**
 * The user edit view's two-factor panel for admins: whether the user signs in with a code, and
 * the reset (their sessions end, they are emailed, they set it up again at the next sign-in).
 */
export default function ResetSecondFactorPanel(context: DocumentPanelContext) {
  const t = useT()
  const session = useSession()
  const [isConfirming, setConfirming] = useState(false)
  const [isBusy, setBusy] = useState(false)
  const [wasReset, setReset] = useState(false)
  const config = context.doc?.totpConfig as TotpConfigOfUser | undefined
  const id = String(context.id)
  const isSelf = String(session.data?.user?.id) === id
  const isEnabled = config?.enabled === true && !wasReset
  const status = isEnabled
    ? t('totp:adminStatusOn')
    : config?.pendingEnrollment
      ? t('totp:adminStatusPending')
      : t('totp:adminStatusOff')

  async function reset() {
    setBusy(true)
    try {
      const answer = await api<{ message?: string }>(resetPath(context.collection.slug, id), {
        method: 'POST',
        body: {},
      })
      notify.success(answer.message ?? t('totp:adminResetDone'))
      setReset(true)
      setConfirming(false)
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    }
    setBusy(false)
  }

  return (
    <Panel title={t('totp:adminPanelTitle')}>
      <dl className="field-row">
        <dt>{t('totp:adminStatus')}</dt>
        <dd>{status}</dd>
      </dl>
      <div className="field-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={!isEnabled || isSelf || isBusy}
          onClick={() => setConfirming(true)}
        >
          {t('totp:adminReset')}
        </button>
      </div>
      <p className="field__description">
        {isSelf ? t('totp:adminResetSelfNote') : t('totp:adminResetNote')}
      </p>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('totp:adminResetTitle')}
        confirmLabel={t('totp:adminReset')}
        cancelLabel={t('general:cancel')}
        isBusy={isBusy}
        isDestructive
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('totp:adminResetConfirm', { email: String(context.doc?.email ?? '') })}</p>
      </ConfirmDialog>
    </Panel>
  )
}
