import { useState } from 'react'
import type { PublishStatus, SaveMode } from '../data/documents'
import { useT } from '../i18n/I18nProvider'
import { ConfirmDialog } from '../ui/ConfirmDialog'

export interface DraftsState {
  status: PublishStatus
  canPublish: boolean
}

/** Save, or with drafts: status pill, Save draft, Publish (with permission) and Unpublish. */
export function SaveControls(props: { drafts?: DraftsState; busyMode: SaveMode | undefined; onSave: (mode: SaveMode) => void; isNew: boolean }) {
  const t = useT()
  const [isConfirmingUnpublish, setConfirmingUnpublish] = useState(false)
  const isBusy = props.busyMode !== undefined
  if (!props.drafts) {
    return (
      <button type="submit" className="button button--primary" disabled={isBusy} onClick={(e) => submitAs(e, props.onSave, 'save')}>
        {props.busyMode === 'save' ? t('general:saving') : t('general:save')}
      </button>
    )
  }
  const { status, canPublish } = props.drafts
  const pillText = { draft: t('version:draft'), published: t('version:published'), changed: t('version:changed') }[status]
  return (
    <>
      {!props.isNew && (
        <span className={`status-pill status-pill--${status}`} role="status">
          <span className="visually-hidden">{t('version:status')}: </span>
          {pillText}
        </span>
      )}
      {canPublish && !props.isNew && status !== 'draft' && (
        <button type="button" className="button button--secondary" disabled={isBusy} onClick={() => setConfirmingUnpublish(true)}>
          {props.busyMode === 'unpublish' ? t('version:unpublishing') : t('version:unpublish')}
        </button>
      )}
      <button type="submit" className={canPublish ? 'button button--secondary' : 'button button--primary'} disabled={isBusy} onClick={(e) => submitAs(e, props.onSave, 'draft')}>
        {props.busyMode === 'draft' ? t('general:saving') : t('version:saveDraft')}
      </button>
      {canPublish && (
        <button type="button" className="button button--primary" disabled={isBusy} onClick={(e) => submitAs(e, props.onSave, 'publish')}>
          {status === 'published' || props.isNew || status === 'draft' ? t('version:publish') : t('version:publishChanges')}
        </button>
      )}
      <ConfirmDialog
        isOpen={isConfirmingUnpublish}
        title={t('version:confirmUnpublish')}
        confirmLabel={t('version:unpublish')}
        cancelLabel={t('general:cancel')}
        onCancel={() => setConfirmingUnpublish(false)}
        onConfirm={() => {
          setConfirmingUnpublish(false)
          props.onSave('unpublish')
        }}
      >
        {t('version:aboutToUnpublish')}
      </ConfirmDialog>
    </>
  )
}

/** Each button saves in its own mode; Enter in a field presses the form's submit button (Save or Save draft). */
function submitAs(event: React.MouseEvent<HTMLButtonElement>, onSave: (mode: SaveMode) => void, mode: SaveMode): void {
  event.preventDefault()
  onSave(mode)
}
