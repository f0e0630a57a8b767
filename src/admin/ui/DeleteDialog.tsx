import { useT } from '../i18n/I18nProvider'
import { ConfirmDialog } from './ConfirmDialog'

/** "Confirm deletion" with the given question; the confirm button says Deleting… while it runs. */
export function DeleteDialog(props: {
  isOpen: boolean
  isBusy: boolean
  message: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const t = useT()
  return (
    <ConfirmDialog
      isOpen={props.isOpen}
      title={t('general:confirmDeletion')}
      confirmLabel={props.isBusy ? t('general:deleting') : t('general:delete')}
      cancelLabel={t('general:cancel')}
      isBusy={props.isBusy}
      isDestructive
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      {props.message}
    </ConfirmDialog>
  )
}
