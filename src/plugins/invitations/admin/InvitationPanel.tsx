import type { DocumentPanelContext } from '../../../admin/extend'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { requestErrorMessage, queryKeys } from '../../../admin/extend/data'
import { useFormatDate, useT } from '../../../admin/extend/i18n'
import { ConfirmDialog, Panel, notify } from '../../../admin/extend/ui'
import { adminPaths } from '../../../shared/routes'
import { invitationStateQuery, resendInvitation, revokeInvitation } from './invitation-api'

/**
 * On a pending user's edit view, for who may invite: when the invitation went out and until when
 * its link works, a new link (the old one stops working) and revoking it (the user is removed).
 */
export default function InvitationPanel(context: DocumentPanelContext) {
  const props = {
    slug: context.collection.slug,
    id: String(context.id),
    email: String(context.doc?.email),
  }
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const formatDate = useFormatDate()
  const when = (iso: string | null) => formatDate(iso)
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
      notify.success(t('invitations:invitationResent', { email: props.email }))
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    }
    setBusy(undefined)
  }

  async function revoke() {
    setBusy('revoke')
    try {
      await revokeInvitation(props.slug, props.id)
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents(props.slug) })
      notify.success(t('invitations:invitationRevoked', { email: props.email }))
      void navigate(adminPaths.collection(props.slug), { replace: true })
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
      setBusy(undefined)
      setConfirming(false)
    }
  }

  return (
    <Panel title={t('invitations:invitationTitle')}>
      <p role="status">
        {state.isExpired
          ? t('invitations:invitationExpired', { expires: when(state.expiresAt) })
          : t('invitations:invitationPending', {
              sent: when(state.sentAt),
              expires: when(state.expiresAt),
            })}
      </p>
      <div className="field-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== undefined}
          onClick={() => void resend()}
        >
          {t('invitations:resendInvitation')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy !== undefined}
          onClick={() => setConfirming(true)}
        >
          {t('invitations:revokeInvitation')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('invitations:revokeInvitation')}
        confirmLabel={t('invitations:revokeInvitation')}
        cancelLabel={t('general:cancel')}
        isBusy={busy === 'revoke'}
        isDestructive
        onConfirm={() => void revoke()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('invitations:revokeInvitationQuestion', { email: props.email })}</p>
      </ConfirmDialog>
    </Panel>
  )
}
