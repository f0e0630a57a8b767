import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { requestErrorMessage } from '../../../admin/data/error-text'
import { formatDate } from '../../../admin/fields/date/date-value'
import { useClientConfig } from '../../../admin/lib/client-config-context'
import { useT } from '../../../admin/i18n/I18nProvider'
import { ConfirmDialog } from '../../../admin/ui/ConfirmDialog'
import { Panel } from '../../../admin/ui/Panel'
import { notify } from '../../../admin/ui/toast'
import { adminPaths } from '../../../shared/routes'
import { invitationStateQuery, resendInvitation, revokeInvitation } from './invitation-api'


/**
 * On a pending user's edit view, for who may invite: when the invitation went out and until when
 * its link works, a new link (the old one stops working) and revoking it (the user is removed).
 */
export function InvitationPanel(props: { slug: string; id: string; email: string }) {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { dateFormat } = useClientConfig()
  const when = (iso: string | null) => formatDate(iso, dateFormat)
  const query = useQuery(invitationStateQuery(props.slug, props.id))
  const [busy, setBusy] = useState<'resend' | 'revoke'>()
  const [isConfirming, setConfirming] = useState(false)
  const state = query.data
  if (state?.status !== 'pending') return null

  async function resend() {
    setBusy('resend')
    try {
      const { invitation } = await resendInvitation(props.slug, props.id)
      queryClient.setQueryData(invitationStateQuery(props.slug, props.id).queryKey, invitation)
      notify.success(t('folio:invitationResent', { email: props.email }))
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    }
    setBusy(undefined)
  }

  async function revoke() {
    setBusy('revoke')
    try {
      await revokeInvitation(props.slug, props.id)
      await queryClient.invalidateQueries({ queryKey: ['documents', props.slug] })
      notify.success(t('folio:invitationRevoked', { email: props.email }))
      navigate(adminPaths.collection(props.slug), { replace: true })
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
      setBusy(undefined)
      setConfirming(false)
    }
  }

  return (
    <Panel title={t('folio:invitationTitle')}>
      <p role="status">
        {state.isExpired ? t('folio:invitationExpired', { expires: when(state.expiresAt) }) : t('folio:invitationPending', { sent: when(state.sentAt), expires: when(state.expiresAt) })}
      </p>
      <div className="field-row">
        <button type="button" className="button button--secondary" disabled={busy !== undefined} onClick={() => void resend()}>
          {t('folio:resendInvitation')}
        </button>
        <button type="button" className="button button--danger" disabled={busy !== undefined} onClick={() => setConfirming(true)}>
          {t('folio:revokeInvitation')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('folio:revokeInvitation')}
        confirmLabel={t('folio:revokeInvitation')}
        cancelLabel={t('general:cancel')}
        isBusy={busy === 'revoke'}
        isDestructive
        onConfirm={() => void revoke()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('folio:revokeInvitationQuestion', { email: props.email })}</p>
      </ConfirmDialog>
    </Panel>
  )
}
