import { valueDiff } from '../shared/diffs'
import { validateDate } from '../../../shared/validation'
import type { DateField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { DateCell } from './Cell'
import { DateInput } from './Input'

export const dateKit: FieldKit<DateField> = {
  Input: DateInput,
  Cell: DateCell,
  Diff: valueDiff(DateCell),
  validate: (value, field) => validateDate(value, field),
  emptyValue: null,
  labelling: 'label',
}
