import type { ActionDialogProps, EditorSlotContext } from '../../../../src/admin/extend'
import { useT } from '../../../../src/admin/extend/i18n'
import { FormDialog } from '../../../../src/admin/extend/ui'
import { countWords } from './count-words'

/** A document action beside Save: the title's words, as typed so far. */
export default function CountWordsDialog({
  editor,
  onClose,
}: ActionDialogProps<EditorSlotContext>) {
  const t = useT()
  const count = countWords(editor.store.getValues().title)
  return (
    <FormDialog
      title={t('sample:countTitle')}
      onClose={onClose}
      onSubmit={onClose}
      actions={
        <button type="submit" className="button button--primary">
          {t('general:close')}
        </button>
      }
    >
      <p>{t('sample:countText', { count })}</p>
    </FormDialog>
  )
}
