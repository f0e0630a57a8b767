import { validateRows } from '../../../shared/validation'
import { RowsCell, RowsSummaryInput } from '../shared/RowsSummary'
import type { FieldKit } from '../types'

export const arrayKit: FieldKit = {
  Input: RowsSummaryInput,
  Cell: RowsCell,
  validate: (value, field) => validateRows(value, field),
  emptyValue: [],
  labelling: 'fieldset',
  hasRows: true,
}
