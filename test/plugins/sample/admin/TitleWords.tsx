import type { UiFieldProps } from '../../../../src/admin/extend'
import { useField } from '../../../../src/admin/extend/forms'
import { useT } from '../../../../src/admin/extend/i18n'
import { countWords } from './count-words'

/** The UI field component this module is the form part of (the server preloads it with an editor that shows it). */
export const folioUiField = 'sample:titleWords'

/** A UI field's form part: the title's word count, live as the user types. */
export default function TitleWords({ store }: UiFieldProps) {
  const t = useT()
  const title = useField(store, 'title').value
  return (
    <p className="ui-hint" role="note">
      {t('sample:titleWords', { count: countWords(title) })}
    </p>
  )
}
