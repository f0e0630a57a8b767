import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useT } from '../../../admin/i18n/I18nProvider'
import type { TFunction } from '../../../admin/i18n/translate'
import { Panel } from '../../../admin/ui/Panel'
import { notify } from '../../../admin/ui/toast'
import { UNLOCK_REFRESH_MS, type LockState } from '../shared'
import { lockAccount, lockStateQuery, unlockAccount } from './lock-api'

function statusText(state: LockState, t: TFunction): string {
  if (state.isLockedByAdmin) return t('folio:lockStatusAdmin')
  if (state.isLockedByAttempts && state.lockUntil) return t('folio:lockStatusAttempts', { time: new Date(state.lockUntil).toLocaleString() })
  return t('folio:lockStatusNone')
}

/**
 * The user edit view's account panel for admins (docs/behaviour.md §2 'User edit', §4 'Account lock'): the
 * failed-attempt count and lock state, force-unlock (enabled only while locked; after success the
 * page reloads after 2 s) with a note about the threshold, and the admin lock.
 */
export function AccountLockPanel(props: { slug: string; id: string; email: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const query = useQuery(lockStateQuery(props.slug, props.id))
  const [busy, setBusy] = useState<'unlock' | 'lock' | 'done' | undefined>()
  const state = query.data
  if (!state) return null
  const isLocked = state.isLockedByAdmin || state.isLockedByAttempts

  async function unlock() {
    setBusy('unlock')
    try {
      await unlockAccount(props.slug, props.email)
      notify.success(t('folio:unlockSucceeded'))
      setBusy('done')
      window.setTimeout(() => window.location.reload(), UNLOCK_REFRESH_MS)
    } catch {
      notify.error(t('folio:unlockFailed'))
      setBusy(undefined)
    }
  }

  async function lock() {
    setBusy('lock')
    try {
      await lockAccount(props.slug, props.id)
      notify.success(t('folio:lockSucceeded'))
      await queryClient.invalidateQueries({ queryKey: lockStateQuery(props.slug, props.id).queryKey })
    } catch {
      notify.error(t('folio:lockFailed'))
    }
    setBusy(undefined)
  }

  return (
    <Panel title={t('folio:accountLockTitle')}>
      <dl className="field-row">
        <dt>{t('folio:failedAttempts')}</dt>
        <dd>{state.loginAttempts}</dd>
        <dt>{t('folio:lockStatus')}</dt>
        <dd>{statusText(state, t)}</dd>
      </dl>
      {state.isSelf && <p role="note">{t('folio:ownAccountLockNote')}</p>}
      <p className="field__description">{t('folio:unlockNote', { max: state.maxLoginAttempts, minutes: Math.round(state.lockTimeMs / 60_000) })}</p>
      <div className="field-row">
        <button type="button" className="button button--secondary" disabled={!isLocked || state.isSelf || busy !== undefined} onClick={() => void unlock()}>
          {t('folio:forceUnlock')}
        </button>
        <button type="button" className="button button--secondary" disabled={state.isLockedByAdmin || state.isSelf || busy !== undefined} onClick={() => void lock()}>
          {t('folio:lockAccount')}
        </button>
      </div>
      <p className="field__description">{t('folio:lockNote')}</p>
    </Panel>
  )
}
