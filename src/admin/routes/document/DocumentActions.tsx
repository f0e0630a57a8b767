import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import { deleteDocument, duplicateDocument, savedDoc } from '../../data/documents'
import { requestErrorMessage } from '../../data/error-text'
import { useT } from '../../i18n/I18nProvider'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { notify } from '../../ui/toast'

interface DocumentActionsProps {
  slug: string
  id: string
  title: string
  singular: string
  locale?: string
  canCreate: boolean
  canDelete: boolean
}

/** Duplicate (a new document from the saved one) and delete (after confirmation). */
export function DocumentActions(props: DocumentActionsProps) {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isConfirmingDelete, setConfirmingDelete] = useState(false)
  const [busy, setBusy] = useState<'duplicate' | 'delete'>()
  const search = props.locale ? `?locale=${props.locale}` : ''

  async function duplicate() {
    setBusy('duplicate')
    try {
      const response = await duplicateDocument(props.slug, props.id, props.locale)
      const copy = savedDoc(response)
      notify.success(t('general:successfullyDuplicated', { label: props.singular }))
      await queryClient.invalidateQueries({ queryKey: ['documents', props.slug] })
      navigate(adminPaths.document(props.slug, String(copy.id)) + search)
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    } finally {
      setBusy(undefined)
    }
  }

  async function remove() {
    setBusy('delete')
    try {
      await deleteDocument(props.slug, props.id)
      notify.success(t('general:titleDeleted', { label: props.singular, title: props.title }))
      queryClient.removeQueries({ queryKey: ['document', props.slug, props.id] })
      await queryClient.invalidateQueries({ queryKey: ['documents', props.slug] })
      navigate(adminPaths.collection(props.slug) + search, { replace: true })
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
      setBusy(undefined)
      setConfirmingDelete(false)
    }
  }

  return (
    <>
      {props.canCreate && (
        <button type="button" className="button button--secondary" disabled={busy !== undefined} onClick={() => void duplicate()}>
          {t('general:duplicate')}
        </button>
      )}
      {props.canDelete && (
        <button type="button" className="button button--secondary button--danger-text" disabled={busy !== undefined} onClick={() => setConfirmingDelete(true)}>
          {t('general:delete')}
        </button>
      )}
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title={t('general:confirmDeletion')}
        confirmLabel={busy === 'delete' ? t('general:deleting') : t('general:delete')}
        cancelLabel={t('general:cancel')}
        isBusy={busy === 'delete'}
        isDestructive
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      >
        {t('general:aboutToDelete', { label: props.singular, title: props.title }).replace(/<\/?\d+>/g, '')}
      </ConfirmDialog>
    </>
  )
}
