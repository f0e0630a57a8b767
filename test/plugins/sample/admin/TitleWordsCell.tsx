import type { UiCellProps } from '../../../../src/admin/extend'
import { useLabel, useT } from '../../../../src/admin/extend/i18n'
import { countWords } from './count-words'

/** The same UI field's list cell: a column computed from the row, named with its collection. */
export default function TitleWordsCell({ collection, doc }: UiCellProps) {
  const t = useT()
  const label = useLabel()
  const count = countWords(doc.title)
  return (
    <span
      aria-label={t('sample:titleWordsCell', {
        count,
        label: label(collection.labels.singular),
      })}
    >
      {count}
    </span>
  )
}
