import type { DocumentPanelContext } from '../../../admin/extend'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useT, type TFunction } from '../../../admin/extend/i18n'
import { Panel, notify } from '../../../admin/extend/ui'
import { UNLOCK_REFRESH_MS, type LockState } from '../shared'
import { lockAccount, lockStateQuery, unlockAccount } from './lock-api'

function statusText(state: LockState, t: TFunction): string {
  if (state.isLockedByAdmin) return t('lockout:lockStatusAdmin')
  if (state.isLockedByAttempts && state.lockUntil)
    return t('lockout:lockStatusAttempts', { time: new Date(state.lockUntil).toLocaleString() })
  return t('lockout:lockStatusNone')
}

/**
 * The user edit view's account panel for admins (docs/behaviour.md §2 'User edit', §4 'Account lock'): the
 * failed-attempt count and lock state, force-unlock (enabled only while locked; after success the
 * page reloads after 2 s) with a note about the threshold, and the admin lock.
 */
export default function AccountLockPanel(context: DocumentPanelContext) {
  const props = {
    slug: context.collection.slug,
    id: String(context.id),
    email: String(context.doc?.email),
  }
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
      notify.success(t('lockout:unlockSucceeded'))
      setBusy('done')
      window.setTimeout(() => window.location.reload(), UNLOCK_REFRESH_MS)
    } catch {
      notify.error(t('lockout:unlockFailed'))
      setBusy(undefined)
    }
  }

  async function lock() {
    setBusy('lock')
    try {
      await lockAccount(props.slug, props.id)
      notify.success(t('lockout:lockSucceeded'))
      await queryClient.invalidateQueries({
        queryKey: lockStateQuery(props.slug, props.id).queryKey,
      })
    } catch {
      notify.error(t('lockout:lockFailed'))
    }
    setBusy(undefined)
  }

  return (
    <Panel title={t('lockout:accountLockTitle')}>
      <dl className="field-row">
        <dt>{t('lockout:failedAttempts')}</dt>
        <dd>{state.loginAttempts}</dd>
        <dt>{t('lockout:lockStatus')}</dt>
        <dd>{statusText(state, t)}</dd>
      </dl>
      {state.isSelf && <p role="note">{t('lockout:ownAccountLockNote')}</p>}
      <p className="field__description">
        {t('lockout:unlockNote', {
          max: state.maxLoginAttempts,
          count: Math.round(state.lockTimeMs / 60_000),
        })}
      </p>
      <div className="field-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={!isLocked || state.isSelf || busy !== undefined}
          onClick={() => void unlock()}
        >
          {t('lockout:forceUnlock')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={state.isLockedByAdmin || state.isSelf || busy !== undefined}
          onClick={() => void lock()}
        >
          {t('lockout:lockAccount')}
        </button>
      </div>
      <p className="field__description">{t('lockout:lockNote')}</p>
    </Panel>
  )
}
