import type { DocumentPanelContext } from '../../../admin/extend'
import { useState } from 'react'
import { requestErrorMessage } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { Panel, notify } from '../../../admin/extend/ui'
import { sendResetLink } from './send-reset-api'

/**
 * The user edit view's password panel for admins: instead of choosing someone's password, send
 * them the reset email (the server refuses admin-set passwords unless configured otherwise).
 */
export default function PasswordResetPanel(context: DocumentPanelContext) {
  const props = { slug: context.collection.slug, id: String(context.id) }
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
    <Panel title={t('auth:passwordResetTitle')}>
      <p className="field__description">{t('auth:passwordResetNote')}</p>
      <div className="field-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={isBusy}
          onClick={() => void send()}
        >
          {t('auth:sendPasswordReset')}
        </button>
      </div>
    </Panel>
  )
}
