import { queryKeys } from '../../data/query-keys'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ClientCollection } from '../../../shared/client-config'
import { bulkDelete, bulkUpdate, type BulkResponse } from '../../data/documents'
import { requestErrorMessage } from '../../data/error-text'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { DeleteDialog } from '../../ui/DeleteDialog'
import { EditManyDialog } from './EditManyDialog'
import { notify } from '../../ui/toast'

type Action = 'publish' | 'unpublish' | 'delete' | 'edit'

interface BulkActionsProps {
  collection: ClientCollection
  selected: ReadonlySet<string>
  canPublish: boolean
  canDelete: boolean
  canUpdate: boolean
  locale?: string
  onDone: () => void
}

/** What can be done to the selected rows at once: publish, unpublish, delete (after confirming). */
export function BulkActions(props: BulkActionsProps) {
  const t = useT()
  const label = useLabel()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<Action>()
  const [isConfirmingDelete, setConfirmingDelete] = useState(false)
  const [isEditing, setEditing] = useState(false)
  const ids = [...props.selected]
  const plural = label(props.collection.labels.plural)

  async function run(action: Action, edits?: Record<string, unknown>) {
    setBusy(action)
    try {
      const { slug } = props.collection
      const data =
        action === 'edit' ? edits! : { _status: action === 'publish' ? 'published' : 'draft' }
      const response: BulkResponse =
        action === 'delete'
          ? await bulkDelete({ slug, ids })
          : await bulkUpdate({ slug, ids, locale: props.locale, data })
      const failed = response.errors?.length ?? 0
      if (failed > 0)
        notify.error(response.errors?.[0]?.message ?? response.message ?? t('general:error'))
      else notify.success(response.message ?? t('general:updatedSuccessfully'))
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents(slug) })
      props.onDone()
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    } finally {
      setBusy(undefined)
      setConfirmingDelete(false)
      setEditing(false)
    }
  }

  return (
    <div
      className="bulk-bar"
      role="region"
      aria-label={t('general:selectedCount', { count: ids.length, label: plural })}
    >
      <span className="bulk-bar__count">
        {t('general:selectedCount', { count: ids.length, label: plural })}
      </span>
      {props.canUpdate && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== undefined}
          onClick={() => setEditing(true)}
        >
          {t('general:edit')}
        </button>
      )}
      {props.collection.hasDrafts && props.canPublish && (
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== undefined}
            onClick={() => void run('publish')}
          >
            {t('version:publish')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== undefined}
            onClick={() => void run('unpublish')}
          >
            {t('version:unpublish')}
          </button>
        </>
      )}
      {props.canDelete && (
        <button
          type="button"
          className="button button--secondary button--danger-text"
          disabled={busy !== undefined}
          onClick={() => setConfirmingDelete(true)}
        >
          {t('general:delete')}
        </button>
      )}
      {isEditing && (
        <EditManyDialog
          collection={props.collection}
          count={ids.length}
          isBusy={busy === 'edit'}
          onCancel={() => setEditing(false)}
          onSave={(edits) => void run('edit', edits)}
        />
      )}
      <DeleteDialog
        isOpen={isConfirmingDelete}
        isBusy={busy === 'delete'}
        message={t('general:aboutToDeleteCount_other', { count: ids.length, label: plural })}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void run('delete')}
      />
    </div>
  )
}
