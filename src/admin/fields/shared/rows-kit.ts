import { valueDiff } from './diffs'
import { validateRows } from '../../../shared/validation'
import type { ArrayField, BlocksField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { RowsCell, RowsSummaryInput } from './RowsSummary'

/** Arrays and blocks share one kit: the form renders their rows (`forms/rows/`); lists and filters only count them. */
export const rowsKit = <F extends ArrayField | BlocksField>(): FieldKit<F> => ({
  Input: RowsSummaryInput,
  Cell: RowsCell,
  Diff: valueDiff(RowsCell),
  validate: (value, field) => validateRows(value, field),
  emptyValue: [],
  labelling: 'fieldset',
  hasRows: true,
})
