import { useState } from 'react'
import { requestErrorMessage } from '../../../admin/data/error-text'
import { useT } from '../../../admin/i18n/I18nProvider'
import { Panel } from '../../../admin/ui/Panel'
import { notify } from '../../../admin/ui/toast'
import { sendResetLink } from './send-reset-api'

/**
 * The user edit view's password panel for admins: instead of choosing someone's password, send
 * them the reset email (the server refuses admin-set passwords unless configured otherwise).
 */
export function PasswordResetPanel(props: { slug: string; id: string }) {
  const t = useT()
  const [isBusy, setBusy] = useState(false)

  async function send() {
    setBusy(true)
    try {
      const response = await sendResetLink(props.slug, props.id)
      notify.success(response.message)
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    }
    setBusy(false)
  }

  return (
    <Panel title={t('folio:passwordResetTitle')}>
      <p className="field__description">{t('folio:passwordResetNote')}</p>
      <div className="field-row">
        <button type="button" className="button button--secondary" disabled={isBusy} onClick={() => void send()}>
          {t('folio:sendPasswordReset')}
        </button>
      </div>
    </Panel>
  )
}
