import type { ActionDialogProps, EditorSlotContext } from '../../../../src/admin/extend'
import { useT } from '../../../../src/admin/extend/i18n'
import { ConfirmDialog } from '../../../../src/admin/extend/ui'

/** A document action in the '…' menu: writes the title in capitals into the form (unsaved). */
export default function CapitalizeDialog({
  editor,
  onClose,
}: ActionDialogProps<EditorSlotContext>) {
  const t = useT()
  return (
    <ConfirmDialog
      isOpen
      title={t('sample:capitalizeTitle')}
      confirmLabel={t('sample:capitalizeConfirm')}
      cancelLabel={t('general:cancel')}
      onCancel={onClose}
      onConfirm={() => {
        const title = editor.store.getValues().title
        if (typeof title === 'string') editor.store.setValue('title', title.toUpperCase())
        onClose()
      }}
    >
      {t('sample:capitalizeText')}
    </ConfirmDialog>
  )
}
