import { valueDiff } from '../shared/diffs'
import { validateCheckbox } from '../../../shared/validation'
import type { CheckboxField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { CheckboxCell } from './Cell'
import { CheckboxInput } from './Input'

export const checkboxKit: FieldKit<CheckboxField> = {
  Input: CheckboxInput,
  Cell: CheckboxCell,
  Diff: valueDiff(CheckboxCell),
  validate: (value, field) => validateCheckbox(value, field),
  emptyValue: false,
  labelling: 'self',
}
