import { queryKeys } from '../../data/query-keys'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import { deleteDocument, duplicateDocument, savedDoc } from '../../data/documents'
import { requestErrorMessage } from '../../data/error-text'
import { useT } from '../../i18n/I18nProvider'
import type { MenuAction } from '../../ui/ActionsMenu'
import { DeleteDialog } from '../../ui/DeleteDialog'
import { notify } from '../../ui/toast'

interface DocumentActionsArgs {
  slug: string
  id: string
  title: string
  singular: string
  locale?: string
  canCreate: boolean
  canDelete: boolean
}

/** Duplicate (a new document from the saved one) and delete (after confirmation), as menu actions. */
export function useDocumentActions(args: DocumentActionsArgs): {
  actions: MenuAction[]
  dialogs: React.ReactNode
} {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isConfirmingDelete, setConfirmingDelete] = useState(false)
  const [busy, setBusy] = useState<'duplicate' | 'delete'>()
  const search = args.locale ? `?locale=${args.locale}` : ''

  async function duplicate() {
    setBusy('duplicate')
    try {
      const copy = savedDoc(await duplicateDocument(args.slug, args.id, args.locale))
      notify.success(t('general:successfullyDuplicated', { label: args.singular }))
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents(args.slug) })
      void navigate(adminPaths.document(args.slug, String(copy.id)) + search)
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
    } finally {
      setBusy(undefined)
    }
  }

  async function remove() {
    setBusy('delete')
    try {
      await deleteDocument(args.slug, args.id)
      notify.success(t('general:titleDeleted', { label: args.singular, title: args.title }))
      queryClient.removeQueries({ queryKey: queryKeys.document(args.slug, args.id) })
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents(args.slug) })
      void navigate(adminPaths.collection(args.slug) + search, { replace: true })
    } catch (error) {
      notify.error(requestErrorMessage(error, t))
      setBusy(undefined)
      setConfirmingDelete(false)
    }
  }

  const actions: MenuAction[] = [
    ...(args.canCreate
      ? [
          {
            id: 'duplicate',
            label: t('general:duplicate'),
            onAction: () => void duplicate(),
            isDisabled: busy !== undefined,
            leavesPage: true,
          },
        ]
      : []),
    ...(args.canDelete
      ? [
          {
            id: 'delete',
            label: t('general:delete'),
            onAction: () => setConfirmingDelete(true),
            isDanger: true,
            isDisabled: busy !== undefined,
          },
        ]
      : []),
  ]
  const dialogs = (
    <DeleteDialog
      isOpen={isConfirmingDelete}
      isBusy={busy === 'delete'}
      message={t('general:aboutToDelete', { label: args.singular, title: args.title }).replace(
        /<\/?\d+>/g,
        '',
      )}
      onCancel={() => setConfirmingDelete(false)}
      onConfirm={() => void remove()}
    />
  )
  return { actions, dialogs }
}
