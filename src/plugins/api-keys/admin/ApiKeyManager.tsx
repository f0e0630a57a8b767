import { useEffect, useRef, useState } from 'react'
import { requestErrorMessage } from '../../../admin/extend/data'
import { useFormatDate, useT } from '../../../admin/extend/i18n'
import { ConfirmDialog, Panel, notify } from '../../../admin/extend/ui'
import type { ApiKeyCreated, ApiKeyState } from '../shared'
import { createApiKey, revokeApiKey } from './api-key-api'
import { apiKeyStateOf } from './api-key-state'
import { NewApiKeyDialog } from './NewApiKeyDialog'
import './api-keys.css'

interface ApiKeyManagerProps {
  /** The users collection and the user whose key this is. */
  slug: string
  id: string | number
  /** The user document as last read (the account's user, the edited document). */
  doc: Record<string, unknown>
  /** The text above the state: about the viewer's own key or another user's. */
  lead: string
  /** After a change: read the user again (the state shown meanwhile is the server's answer). */
  onChanged: () => Promise<unknown>
}

/**
 * A user's API key: whether there is one, when it was made and last used, and making, rotating
 * and revoking it (the last two after a confirmation). A new key is shown once, in a dialog.
 */
export function ApiKeyManager(props: ApiKeyManagerProps) {
  const t = useT()
  const formatDate = useFormatDate()
  const [busy, setBusy] = useState<'create' | 'revoke'>()
  const [confirming, setConfirming] = useState<'rotate' | 'revoke'>()
  // The new key, shown once: only here, gone when its dialog closes.
  const [created, setCreated] = useState<ApiKeyCreated>()
  // The state a change answered, until the user is read again.
  const [changed, setChanged] = useState<{ forDoc: unknown; state: ApiKeyState }>()
  const state = changed?.forDoc === props.doc ? changed.state : (apiKeyStateOf(props.doc) ?? {})
  const createdAt = state.apiKeyCreatedAt ?? null
  const lastUsedAt = state.apiKeyLastUsedAt ?? null
  const date = (iso: string) => formatDate(iso)
  const actions = useRef<HTMLDivElement>(null)
  // The button a dialog was opened from may be gone (Create became Rotate, Revoke became Create):
  // once the dialogs are closed (and have given focus back), it goes to the panel's first action.
  const [isFocusDue, setFocusDue] = useState(false)
  const focusActions = () => setFocusDue(true)
  useEffect(() => {
    if (!isFocusDue || confirming || created) return
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        actions.current?.querySelector('button')?.focus()
        setFocusDue(false)
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [isFocusDue, confirming, created])

  async function create() {
    setBusy('create')
    try {
      const answer = await createApiKey(props.slug, props.id)
      setChanged({
        forDoc: props.doc,
        state: { apiKeyCreatedAt: answer.apiKeyCreatedAt, apiKeyLastUsedAt: null },
      })
      setCreated(answer)
      void props.onChanged()
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    }
    setConfirming(undefined)
    setBusy(undefined)
  }

  async function revoke() {
    setBusy('revoke')
    try {
      const answer = await revokeApiKey(props.slug, props.id)
      setChanged({ forDoc: props.doc, state: { apiKeyCreatedAt: null, apiKeyLastUsedAt: null } })
      notify.success(answer.message ?? t('api-keys:revoked'))
      focusActions()
      void props.onChanged()
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    }
    setConfirming(undefined)
    setBusy(undefined)
  }

  return (
    <Panel title={t('api-keys:title')}>
      <p className="field__description">{props.lead}</p>
      <dl className="api-key-facts">
        <div>
          <dt>{t('api-keys:status')}</dt>
          <dd>{createdAt ? t('api-keys:statusActive') : t('api-keys:statusNone')}</dd>
        </div>
        {createdAt && (
          <>
            <div>
              <dt>{t('api-keys:createdAt')}</dt>
              <dd>
                <time dateTime={createdAt}>{date(createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('api-keys:lastUsedAt')}</dt>
              <dd>
                {lastUsedAt ? (
                  <time dateTime={lastUsedAt}>{date(lastUsedAt)}</time>
                ) : (
                  t('api-keys:neverUsed')
                )}
              </dd>
            </div>
          </>
        )}
      </dl>
      <div className="api-key-actions" ref={actions}>
        {createdAt ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('api-keys:rotateKey')}
              disabled={busy !== undefined}
              onClick={() => setConfirming('rotate')}
            >
              {t('api-keys:rotate')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('api-keys:revokeKey')}
              disabled={busy !== undefined}
              onClick={() => setConfirming('revoke')}
            >
              {t('api-keys:revoke')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== undefined}
            onClick={() => void create()}
          >
            {t('api-keys:create')}
          </button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming === 'rotate'}
        title={t('api-keys:rotateTitle')}
        confirmLabel={t('api-keys:rotateKey')}
        cancelLabel={t('general:cancel')}
        isBusy={busy !== undefined}
        isDestructive
        onConfirm={() => void create()}
        onCancel={() => setConfirming(undefined)}
      >
        <p>{t('api-keys:rotateText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'revoke'}
        title={t('api-keys:revokeTitle')}
        confirmLabel={t('api-keys:revokeKey')}
        cancelLabel={t('general:cancel')}
        isBusy={busy !== undefined}
        isDestructive
        onConfirm={() => void revoke()}
        onCancel={() => setConfirming(undefined)}
      >
        <p>{t('api-keys:revokeText')}</p>
      </ConfirmDialog>
      {created && (
        <NewApiKeyDialog
          created={created}
          onClose={() => {
            setCreated(undefined)
            focusActions()
          }}
        />
      )}
    </Panel>
  )
}
