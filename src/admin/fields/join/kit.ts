import { RowsSummaryInput } from '../shared/RowsSummary'
import { TextCell } from '../shared/TextCell'
import type { FieldKit } from '../types'

// TODO(join helper): replaced by the real list of joined documents.
export const joinKit: FieldKit = {
  Input: RowsSummaryInput,
  Cell: TextCell,
  validate: () => true,
  emptyValue: null,
  labelling: 'label',
  hasNoValue: true,
}
