import type { PublishStatus, SaveMode } from '../data/documents'
import { useT } from '../i18n/I18nProvider'

export interface DraftsState {
  status: PublishStatus
  canPublish: boolean
}

/** Save; or with drafts, Save draft and (with publish permission) Publish. */
export function SaveControls(props: {
  drafts?: DraftsState
  busyMode: SaveMode | undefined
  onSave: (mode: SaveMode) => void
  isNew: boolean
}) {
  const t = useT()
  const isBusy = props.busyMode !== undefined
  const press = (mode: SaveMode) => (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    props.onSave(mode)
  }
  if (!props.drafts) {
    return (
      <button
        type="submit"
        className="button button--primary"
        disabled={isBusy}
        onClick={press('save')}
      >
        {props.busyMode === 'save' ? t('general:saving') : t('general:save')}
      </button>
    )
  }
  const { status, canPublish } = props.drafts
  // Save draft is the form's submit button, so Enter in a field never publishes.
  return (
    <>
      <button
        type="submit"
        className={canPublish ? 'button button--secondary' : 'button button--primary'}
        disabled={isBusy}
        onClick={press('draft')}
      >
        {props.busyMode === 'draft' ? t('general:saving') : t('version:saveDraft')}
      </button>
      {canPublish && (
        <button
          type="button"
          className="button button--primary"
          disabled={isBusy}
          onClick={press('publish')}
        >
          {!props.isNew && status === 'changed'
            ? t('version:publishChanges')
            : t('version:publish')}
        </button>
      )}
    </>
  )
}
