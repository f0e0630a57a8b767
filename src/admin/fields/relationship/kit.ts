import { validateRequired } from '../../../shared/validation'
import { RowsSummaryInput } from '../shared/RowsSummary'
import { TextCell } from '../shared/TextCell'
import type { FieldKit } from '../types'

// TODO(relationship helper): replaced by the real input, cell and drawers.
export const relationshipKit: FieldKit = {
  Input: RowsSummaryInput,
  Cell: TextCell,
  validate: (value, field) => validateRequired(value, field),
  emptyValue: null,
  labelling: 'label',
}
