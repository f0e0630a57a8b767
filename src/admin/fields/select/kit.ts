import { validateOption } from '../../../shared/validation'
import { OptionCell } from '../shared/OptionCell'
import type { FieldKit } from '../types'
import { SelectInput } from './Input'

export const selectKit: FieldKit = {
  Input: SelectInput,
  Cell: OptionCell,
  validate: (value, field) => validateOption(value, field),
  emptyValue: null,
  labelling: 'label',
}
