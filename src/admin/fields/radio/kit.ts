import { validateOption } from '../../../shared/validation'
import { OptionCell } from '../shared/OptionCell'
import type { FieldKit } from '../types'
import { RadioInput } from './Input'

export const radioKit: FieldKit = {
  Input: RadioInput,
  Cell: OptionCell,
  validate: (value, field) => validateOption(value, field),
  emptyValue: null,
  labelling: 'fieldset',
}
