import type { UiCellProps } from '../../../../src/admin/extend'
import { countWords } from './count-words'

/** The same UI field's list cell: a column computed from the row. */
export default function TitleWordsCell({ doc }: UiCellProps) {
  return <span>{countWords(doc.title)}</span>
}
