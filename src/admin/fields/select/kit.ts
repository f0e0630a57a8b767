import { valueDiff } from '../shared/diffs'
import { validateOption } from '../../../shared/validation'
import { OptionCell } from '../shared/OptionCell'
import type { SelectField } from '../../../shared/client-config'
import type { FieldKit } from '../types'
import { SelectInput } from './Input'

export const selectKit: FieldKit<SelectField> = {
  Input: SelectInput,
  Cell: OptionCell,
  Diff: valueDiff(OptionCell),
  validate: (value, field) => validateOption(value, field),
  emptyValue: null,
  labelling: 'label',
}
